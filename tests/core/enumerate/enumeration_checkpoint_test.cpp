// Checkpointed distinct enumeration: the journal's records round-trip and
// every damaged or foreign journal is refused; a run interrupted in any
// ply (here: by an exception thrown from inside the enumeration, which
// leaves exactly what a kill leaves) resumes to the uninterrupted counts,
// from inside the ply when parts of it were saved, and damaged saved
// frontier and part files are detected.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "../torn_journal.h"
#include "common/input_error.h"
#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/last_ply_passes.h"
#include "interrupted_run.h"
#include "journal/journal_file.h"
#include "journal/sealed_record.h"
#include "raindrop/classifier.h"

namespace perftkit {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
// A middle-game position whose ply-2 set (about 3 MiB) spills with a 1 MiB budget.
constexpr const char* kFen = "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn";

using testing::expect_same_plies;
using testing::read_text;
using testing::TempJournal;
using FailingClassifier = testing::FailingClassifier<Open>;

EnumerationHeader sample_header() {
  EnumerationHeader h;
  h.variant = "raindrop";
  h.model = "open";
  h.fen = kFen;
  h.depth = 2;
  h.record_bytes = 24;
  h.categories = 2;
  return h;
}

EnumerationPlyRecord sample_ply(int ply, bool last) {
  EnumerationPlyRecord r{PlyStats(ply, 2), {}};
  r.stats.lines = 100 + static_cast<std::uint64_t>(ply);
  r.stats.distinct = 90;
  r.stats.lines_in = {7, 8};
  r.stats.distinct_in = {5, 6};
  if (!last) r.next_frontier = {{3, 0xdeadbeef}, {0, 0}, {12, 0x01020304}};
  return r;
}

EnumerationPartRecord sample_part(int ply, std::uint64_t shards_done) {
  EnumerationPartRecord r{shards_done, PlyStats(ply, 2), {{4, 0x0badf00d}, {0, 0}}};
  r.stats.lines = 40 + shards_done;
  r.stats.distinct = 30;
  r.stats.lines_in = {1, 2};
  r.stats.distinct_in = {3, 4};
  return r;
}

std::string sample_journal() {
  return encode_header(sample_header()) + encode_record(sample_ply(0, false)) +
         encode_record(sample_part(1, 3)) + encode_record(sample_ply(1, false)) +
         encode_record(sample_part(2, 5)) + encode_record(sample_part(2, 9)) +
         encode_record(sample_ply(2, true));
}

void expect_refused(const std::string& text, const std::string& fragment) {
  try {
    parse_enumeration_journal(text, "journal");
    ADD_FAILURE() << "accepted a journal that should fail with '" << fragment << "'";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(EnumerationJournal, HeaderAndPliesRoundTrip) {
  auto contents = parse_enumeration_journal(sample_journal(), "journal");
  EXPECT_EQ(contents.header, sample_header());
  ASSERT_EQ(contents.plies.size(), 3u);
  for (int ply = 0; ply < 3; ++ply) {
    const auto expected = sample_ply(ply, ply == 2);
    EXPECT_EQ(contents.plies[ply].stats.lines, expected.stats.lines);
    EXPECT_EQ(contents.plies[ply].stats.distinct_in, expected.stats.distinct_in);
    EXPECT_EQ(contents.plies[ply].next_frontier, expected.next_frontier);
  }
  auto ep_available = sample_header();
  ep_available.identity = IdentityRule::kEnPassantAvailable;
  EXPECT_EQ(parse_enumeration_journal(encode_header(ep_available), "journal").header, ep_available);
}

TEST(EnumerationJournal, PartsOfThePlyInProgressRoundTrip) {
  const std::string text = encode_header(sample_header()) + encode_record(sample_ply(0, false)) +
                           encode_record(sample_part(1, 3)) + encode_record(sample_ply(1, false)) +
                           encode_record(sample_part(2, 5)) + encode_record(sample_part(2, 9));
  auto contents = parse_enumeration_journal(text, "journal");
  ASSERT_EQ(contents.plies.size(), 2u);
  ASSERT_EQ(contents.parts.size(), 2u) << "the parts of ply 1 ended with its record";
  for (std::size_t n = 0; n < 2; ++n) {
    const auto expected = sample_part(2, n ? 9 : 5);
    EXPECT_EQ(contents.parts[n].shards_done, expected.shards_done);
    EXPECT_EQ(contents.parts[n].stats.ply, 2);
    EXPECT_EQ(contents.parts[n].stats.lines, expected.stats.lines);
    EXPECT_EQ(contents.parts[n].stats.distinct_in, expected.stats.distinct_in);
    EXPECT_EQ(contents.parts[n].found, expected.found);
  }
}

// The journaled end of a ply on disk: merge records follow its last part,
// each going on from the shard the ones before it ended at, and the ply's
// frontier is their sections in order.
TEST(EnumerationJournal, MergeRecordsOfAPlysEndRoundTripAndMustAgreeWithItsFrontier) {
  const std::string in_ply1 =
      encode_header(sample_header()) + encode_record(sample_ply(0, false)) + encode_record(sample_part(1, 3));
  const auto frontier = sample_ply(1, false).next_frontier;  // three sections
  const EnumerationMergeRecord first{1, 0, {frontier[0], frontier[1]}}, second{1, 2, {frontier[2]}};
  auto contents = parse_enumeration_journal(in_ply1 + encode_record(first), "journal");
  EXPECT_EQ(contents.merged, first.sections);
  EXPECT_EQ(contents.parts.size(), 1u) << "the parts stay until the ply's record";
  contents = parse_enumeration_journal(in_ply1 + encode_record(first) + encode_record(second), "journal");
  EXPECT_EQ(contents.merged, frontier);
  contents = parse_enumeration_journal(
      in_ply1 + encode_record(first) + encode_record(second) + encode_record(sample_ply(1, false)), "journal");
  EXPECT_TRUE(contents.merged.empty());
  EXPECT_TRUE(contents.parts.empty());
  ASSERT_EQ(contents.plies.size(), 2u);
  EXPECT_EQ(contents.plies[1].next_frontier, frontier);

  expect_refused(in_ply1 + encode_record(second), "merge from shard 2 where shard 0 was due");
  expect_refused(encode_header(sample_header()) + encode_record(sample_ply(0, false)) + encode_record(first),
                 "a merge record before the ply's last part");
  expect_refused(in_ply1 + encode_record(first) + encode_record(sample_part(1, 4)),
                 "a part record after the ply's merge began");
  auto other = sample_ply(1, false);
  other.next_frontier[2].crc ^= 1;
  expect_refused(in_ply1 + encode_record(first) + encode_record(second) + encode_record(other),
                 "ply 1's frontier is not the sections its merge records name");
}

// The last ply counted in passes: the ply before it has no frontier, and
// pass records follow with disjoint key ranges in any order.
TEST(EnumerationJournal, PassesOfTheLastPlyRoundTripInOrder) {
  auto pass = [](std::uint64_t begin, std::uint64_t end) {
    LastPlyPass p{{begin, end}, PlyStats(2, 2)};
    p.stats.lines = 10 + begin;
    p.stats.distinct = 3;
    p.stats.lines_in = {1, 2};
    p.stats.distinct_in = {1, 1};
    return encode_record(p);
  };
  const std::string parents = encode_header(sample_header()) + encode_record(sample_ply(0, false)) +
                              encode_record(sample_ply(1, true));
  auto contents = parse_enumeration_journal(parents + pass(100, 5000) + pass(0, 100) + pass(9000, 9001), "journal");
  EXPECT_TRUE(contents.in_last_ply_passes());
  ASSERT_EQ(contents.passes.size(), 3u);
  EXPECT_EQ(contents.passes[0].range, (KeyRange{100, 5000}));
  EXPECT_EQ(contents.passes[0].stats.lines, 110u);
  EXPECT_EQ(contents.passes[0].stats.distinct_in, (std::vector<std::uint64_t>{1, 1}));
  EXPECT_EQ(uncovered_ranges(contents.passes),
            (std::vector<KeyRange>{{5000, 9000}, {9001, kKeyUnits}}));
  expect_refused(parents + pass(0, 100) + pass(50, 200), "pass over key units 50-200 overlaps the earlier pass over 0-100");
  expect_refused(parents + pass(100, 100), "not a range of keys");
  expect_refused(parents + pass(0, kKeyUnits + 1), "not a range of keys");
  expect_refused(encode_header(sample_header()) + encode_record(sample_ply(0, false)) + pass(0, 100),
                 "a pass record before the ply ahead of the last is finished");
  // A pass over the side to move's pieces says so in a last field; one
  // without it (older builds, other games) is over the board key.
  LastPlyPass waiting{{0, 100}, PlyStats(2, 2), PassKey::kWaitingSide};
  const std::string waiting_record = encode_record(waiting);
  EXPECT_NE(waiting_record.find("\twaiting-side\t"), std::string::npos);
  auto both = parse_enumeration_journal(parents + pass(100, 200) + waiting_record, "journal");
  ASSERT_EQ(both.passes.size(), 2u);
  EXPECT_EQ(both.passes[0].over, PassKey::kBoard);
  EXPECT_EQ(both.passes[1].over, PassKey::kWaitingSide);
  EXPECT_EQ(both.passes[1].range, (KeyRange{0, 100}));
  std::vector<std::string> fields;
  std::istringstream split(waiting_record.substr(0, waiting_record.rfind('\t')));
  for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
  fields.back() = "bogus";
  expect_refused(parents + journal::sealed_line(fields), "unknown key 'bogus'");
  // After the last ply's record the passes are summed into it.
  auto finished = parse_enumeration_journal(parents + pass(0, kKeyUnits) + encode_record(sample_ply(2, true)),
                                            "journal");
  EXPECT_FALSE(finished.in_last_ply_passes());
  EXPECT_TRUE(finished.passes.empty());
}

TEST(EnumerationJournal, EveryTruncationAndChangedByteIsDetected) {
  const std::string text = sample_journal();
  const std::size_t header_size = encode_header(sample_header()).size();
  for (std::size_t size = 0; size < text.size(); ++size) {
    if (size >= header_size && text[size - 1] == '\n') continue;  // a shorter, valid journal
    EXPECT_THROW(parse_enumeration_journal(text.substr(0, size), "journal"), InputError) << size;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string damaged = text;
    damaged[i] = damaged[i] == '7' ? '8' : '7';
    EXPECT_THROW(parse_enumeration_journal(damaged, "journal"), InputError) << "byte " << i;
  }
}

TEST(EnumerationJournal, PliesMustFollowTheHeader) {
  const std::string header = encode_header(sample_header());
  expect_refused(header + encode_record(sample_ply(1, false)), "ply 1 where ply 0 was due");
  expect_refused(header + encode_record(sample_ply(0, true)), "frontier of the next ply missing");
  expect_refused(header + encode_record(sample_ply(0, false)) + encode_record(sample_ply(1, false)) +
                     encode_record(sample_ply(2, false)),
                 "the last ply has a frontier");
  const std::string ply0 = header + encode_record(sample_ply(0, false));
  expect_refused(ply0 + encode_record(sample_part(2, 3)), "ply 2 where ply 1 was due");
  expect_refused(ply0 + encode_record(sample_part(1, 3)) + encode_record(sample_part(1, 3)),
                 "part after 3 shards follows one after 3");
  // A format-1 header (written before parts existed, and before the
  // identity rule, field 9): read, but without parts.
  std::vector<std::string> fields;
  const std::string unsealed = header.substr(0, header.size() - 10);  // without "<TAB>crc32<LF>"
  for (auto field : journal::split_on(unsealed, '\t')) fields.emplace_back(field);
  fields[1] = "1";
  ASSERT_EQ(fields[9], "positions");
  fields.erase(fields.begin() + 9);
  const std::string format1 = journal::sealed_line(fields);
  EXPECT_EQ(parse_enumeration_journal(format1 + encode_record(sample_ply(0, false)), "journal").header,
            sample_header());
  // The identity field must name a rule.
  fields = {};
  for (auto field : journal::split_on(unsealed, '\t')) fields.emplace_back(field);
  fields[9] = "boards";
  expect_refused(journal::sealed_line(fields), "unknown identity rule 'boards'");
  expect_refused(format1 + encode_record(sample_ply(0, false)) + encode_record(sample_part(1, 3)),
                 "malformed record");
  auto other_categories = sample_ply(0, false);
  other_categories.stats.lines_in = {1, 2, 3};
  expect_refused(header + encode_record(other_categories), "3 categories, expected 2");
}

TEST(EnumerationJournal, AnotherRunIsRefusedNamingTheField) {
  const auto journal = sample_header();
  auto refused_for = [&](const EnumerationHeader& run, const std::string& field) {
    try {
      require_same_enumeration(journal, run, "journal");
      ADD_FAILURE() << "accepted a journal from another " << field;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
    }
  };
  EXPECT_NO_THROW(require_same_enumeration(journal, journal, "journal"));
  auto other = journal;
  other.depth = 3;
  refused_for(other, "depth");
  other = journal;
  other.fen = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";
  refused_for(other, "FEN");
  other = journal;
  other.model = "deck";
  refused_for(other, "model");
  other = journal;
  other.drops_only = true;
  refused_for(other, "drops-only");
  other = journal;
  other.record_bytes = 32;
  refused_for(other, "record bytes");
  other = journal;
  other.program_version = "0.0.1";
  refused_for(other, "version");
  other = journal;
  other.identity = IdentityRule::kDiagrams;
  refused_for(other, "identity rule");
}

EnumerationCheckpointRequest request(const TempJournal& file, CheckpointMode mode, std::chrono::seconds save_every) {
  EnumerationCheckpointRequest r{file.str(), mode, "raindrop"};
  r.save_every = save_every;
  return r;
}

// Interrupted in the middle of each ply before any part of it was saved:
// the resumed run restarts the ply.
TEST(CheckpointedEnumeration, InterruptedInAnyPlyResumesToTheUninterruptedCounts) {
  const Open root = Open::from_fen(kFen);
  EnumerateOptions options;
  options.memory_mb = 1;  // spills: saved frontiers are written from files too
  options.threads = 2;
  options.passes = 1;  // the last ply in one pass over all keys, which spills
  DistinctRunInfo info;
  const auto reference = enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options, &info);
  ASSERT_GT(reference[2].distinct, 50000u);
  ASSERT_GT(info.spilled_runs, 0u) << "the 1 MiB budget no longer makes ply 2 spill";
  const std::uint64_t before_ply[] = {0, 1, 1 + reference[1].distinct};
  for (int ply = 0; ply <= 2; ++ply) {
    SCOPED_TRACE("interrupted in ply " + std::to_string(ply));
    TempJournal file;
    std::atomic<std::uint64_t> calls{0};
    const std::uint64_t fail_at = before_ply[ply] + 1 + (ply ? reference[ply].distinct / 2 : 0);
    options.threads = 2;
    EXPECT_THROW(checkpointed_enumerate_distinct(root, 2, FailingClassifier{&calls, fail_at}, options,
                                                 request(file, CheckpointMode::kStart, std::chrono::seconds{600})),
                 std::runtime_error);
    const auto journaled = parse_enumeration_journal(read_text(file.str()), "journal");
    EXPECT_EQ(journaled.plies.size(), static_cast<std::size_t>(ply));
    EXPECT_TRUE(journaled.parts.empty());
    EXPECT_TRUE(journaled.passes.empty());
    EXPECT_EQ(journaled.in_last_ply_passes(), ply == 2);
    options.threads = 3;  // another thread count on resume
    auto resumed = checkpointed_enumerate_distinct(
        root, 2, raindrop::RaindropClassifier{}, options,
        request(file, CheckpointMode::kResume, std::chrono::seconds{600}));
    EXPECT_EQ(resumed.resumed_plies, static_cast<std::size_t>(ply));
    EXPECT_EQ(resumed.resumed_shards, 0u);
    expect_same_plies(resumed.plies, reference);
    EXPECT_FALSE(std::filesystem::exists(frontier_folder(file.str()))) << "saved frontiers left behind";
    // A finished journal answers without enumerating.
    auto again = checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                                 request(file, CheckpointMode::kResume, std::chrono::seconds{600}));
    EXPECT_EQ(again.resumed_plies, 3u);
    expect_same_plies(again.plies, reference);
  }
}

// A run to `depth` that saves a part after every frontier shard, stopped
// (as by a kill) `percent` of the way through ply `ply` (1 or more).
void stop_partway_through(int percent, int ply, int depth, const Open& root, const std::vector<PlyStats>& reference,
                          const EnumerateOptions& options, const TempJournal& file) {
  std::atomic<std::uint64_t> calls{0};
  std::uint64_t fail_at = 2 + reference[ply].distinct * percent / 100;
  for (int before = 1; before < ply; ++before) fail_at += reference[before].distinct;
  EXPECT_THROW(checkpointed_enumerate_distinct(root, depth, FailingClassifier{&calls, fail_at}, options,
                                               request(file, CheckpointMode::kStart, std::chrono::seconds{0})),
               std::runtime_error);
}

// Changes a byte of `saved`, then cuts its last byte, then removes it:
// each time resume() must fail with an InputError naming `kind` of file
// and the problem. Then the file is put back as it was.
template <class Resume>
void expect_damage_refused(const std::filesystem::path& saved, const std::string& kind, Resume&& resume) {
  const std::string original = read_text(saved);
  ASSERT_FALSE(original.empty());
  auto expect_refused_with = [&](const std::string& problem) {
    try {
      resume();
      ADD_FAILURE() << "resumed from a damaged " << kind << " (" << problem << ")";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(problem), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(kind), std::string::npos) << e.what();
    }
  };
  std::string changed = original;
  changed[changed.size() / 2] ^= 1;
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << changed;
  expect_refused_with("checksum mismatch");
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << original.substr(0, original.size() - 1);
  expect_refused_with("bytes");
  std::filesystem::remove(saved);
  expect_refused_with("missing");
  std::ofstream(saved, std::ios::binary | std::ios::trunc) << original;
}

TEST(CheckpointedEnumeration, DamagedOrMissingFrontierFilesAreRefused) {
  const Open root = Open::from_fen(kFen);
  EnumerateOptions options;
  const auto reference = enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options);
  TempJournal file;
  std::atomic<std::uint64_t> calls{0};
  // Interrupted in ply 2 (the last): the journal holds plies 0 and 1, and
  // the saved frontier of ply 1, the parents of ply 2's passes.
  EXPECT_THROW(checkpointed_enumerate_distinct(root, 2, FailingClassifier{&calls, 2 + reference[1].distinct}, options,
                                               request(file, CheckpointMode::kStart, std::chrono::seconds{600})),
               std::runtime_error);
  const auto saved = saved_frontier_path(frontier_folder(file.str()), 1);
  ASSERT_TRUE(std::filesystem::exists(saved));
  auto resume = [&] {
    return checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                           request(file, CheckpointMode::kResume, std::chrono::seconds{600}));
  };
  expect_damage_refused(saved, "frontier file", resume);
  expect_same_plies(resume().plies, reference);
}

// Interrupted a tenth of the way through ply 2 (which expands into the
// spilling ply 3, the parents of ply 4) with a part saved after every
// frontier shard: a resumed run, with another thread count, restarts after
// the last part, once its files are intact. (Each part costs two fsyncs
// and a save of the shards: a tenth of the ply makes 18 parts.)
TEST(CheckpointedEnumeration, ResumesInsideAPlyFromItsSavedPartsAndRefusesDamagedOnes) {
  // Distinct positions at plies 1-4: 127, 570, 32088 (1.8 MB of records:
  // spills at 1 MiB) and 78633. Black has only king moves, which keeps the
  // last ply small.
  const Open root = Open::from_fen("4k3/8/8/8/8/8/1P4P1/4K3[NNB] w - - 0 1 -");
  EnumerateOptions options;
  options.memory_mb = 1;  // spilled runs and saved parts mix
  // The last ply in 12 passes: each fits the budget, so only ply 3 spills
  // (the assertion below), and there are not the ~60 passes that sizing to
  // 1 MiB would take, each expanding every parent again (two minutes
  // under ThreadSanitizer).
  options.passes = 12;
  options.threads = 2;
  DistinctRunInfo info;
  const auto reference = enumerate_distinct(root, 4, raindrop::RaindropClassifier{}, options, &info);
  ASSERT_GT(info.spilled_runs, 0u) << "the 1 MiB budget no longer makes ply 3 spill";
  TempJournal file;
  stop_partway_through(10, 2, 4, root, reference, options, file);
  options.threads = 3;
  const auto journaled = parse_enumeration_journal(read_text(file.str()), "journal");
  ASSERT_GE(journaled.parts.size(), 2u);
  // The first part that found a position.
  std::size_t part = 0;
  while (part < journaled.parts.size() &&
         std::filesystem::file_size(saved_part_path(frontier_folder(file.str()), 2, part)) == 0)
    ++part;
  ASSERT_LT(part, journaled.parts.size());
  auto resume = [&] {
    return checkpointed_enumerate_distinct(root, 4, raindrop::RaindropClassifier{}, options,
                                           request(file, CheckpointMode::kResume, std::chrono::seconds{600}));
  };
  expect_damage_refused(saved_part_path(frontier_folder(file.str()), 2, part), "part file", resume);
  // What a kill can leave behind: a file of a finished ply (killed before
  // its removal) and a half-written part the journal never named.
  std::ofstream(saved_frontier_path(frontier_folder(file.str()), 1)) << "stale";
  std::ofstream(saved_part_path(frontier_folder(file.str()), 2, journaled.parts.size())) << "half";
  auto resumed = resume();
  EXPECT_EQ(resumed.resumed_plies, 2u);
  EXPECT_EQ(resumed.resumed_shards, journaled.parts.back().shards_done);
  expect_same_plies(resumed.plies, reference);
  EXPECT_FALSE(std::filesystem::exists(frontier_folder(file.str()))) << "saved frontiers or parts left behind";
}

// A kill or power loss at any instant of the last append: here the
// journal of a run stopped inside ply 1, whose last record is a part. At
// every byte the torn record is dropped and the file cut back to the
// records before it (which are byte for byte the same whatever the cut, so
// a full resume from a few cuts stands for all); the resumed run gives the
// uninterrupted counts, overwriting the part file the dropped record named.
// A changed record before the last is damage and refused.
// (One thread: not in the ThreadSanitizer stage, see scripts/sanitize.sh.)
TEST(TornEnumerationJournal, ATornLastRecordAtAnyByteResumesToTheUninterruptedCounts) {
  // 99 root moves, 7804 lines at ply 2: a run of a few milliseconds.
  const Open root = Open::from_fen("1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn");
  EnumerateOptions options;
  options.threads = 1;
  const auto reference = enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options);
  TempJournal file;
  stop_partway_through(50, 1, 2, root, reference, options, file);
  const std::string journal = file.text();
  const auto stopped = parse_enumeration_journal(journal, "journal");
  ASSERT_EQ(stopped.plies.size(), 1u);
  ASSERT_GE(stopped.parts.size(), 2u);
  const auto folder = frontier_folder(file.str());
  const auto saved_files = folder.string() + ".saved";
  std::filesystem::remove_all(saved_files);
  std::filesystem::copy(folder, saved_files);
  auto restore = [&](const std::string& text) {
    file.write(text);
    std::filesystem::remove_all(folder);
    std::filesystem::copy(saved_files, folder);
  };
  const std::string whole = journal.substr(0, test::last_record_start(journal));
  auto resume_to_the_end = [&](const std::string& how) {
    ::testing::internal::CaptureStderr();
    auto resumed = checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                                   request(file, CheckpointMode::kResume, std::chrono::seconds{600}));
    const std::string said = ::testing::internal::GetCapturedStderr();
    SCOPED_TRACE(how + ": " + said);
    expect_same_plies(resumed.plies, reference);
    EXPECT_TRUE(said.find("dropped a torn last record") != std::string::npos ||
                said.find("starting afresh") != std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(folder)) << "saved files left behind";
  };
  // Every damaged text below keeps `whole` before the last record (the
  // cut or the changed byte is after it), so what a resume keeps reads the
  // same for all: parsed once (parsing the 120 KB once per damaged byte
  // took 50 s under ASan).
  EXPECT_EQ(parse_enumeration_journal(whole, "journal").parts.size(), stopped.parts.size() - 1);
  const auto torn = test::torn_last_records(journal);
  for (std::size_t i = 0; i < torn.size(); ++i) {
    // What a resume keeps of the file (the cut and its fsync are the
    // journal file's, tested in journal_file_test: an fsync per byte
    // here would take minutes).
    const std::string_view text = torn[i].text;
    ASSERT_EQ(journal::whole_records_length(text), whole.size()) << torn[i].how;
    const bool sampled = i == 0 || i == torn.size() / 4 || i == torn.size() / 2 - 1 || i == torn.size() * 3 / 4 ||
                         i == torn.size() - 1;
    if (sampled) {
      restore(torn[i].text);
      resume_to_the_end(torn[i].how);
    }
  }
  for (const auto& header : test::unfinished_headers(journal)) {
    restore(header.text);
    resume_to_the_end(header.how);
  }
  for (std::size_t record : {std::size_t{0}, std::size_t{1}, std::size_t{2}}) {
    restore(test::with_record_changed(journal, record));
    EXPECT_THROW(checkpointed_enumerate_distinct(root, 2, raindrop::RaindropClassifier{}, options,
                                                 request(file, CheckpointMode::kResume, std::chrono::seconds{0})),
                 InputError)
        << record;
  }
  std::filesystem::remove_all(saved_files);
}

}  // namespace
}  // namespace perftkit
