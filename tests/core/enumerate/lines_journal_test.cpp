// The lines journal: header and unit records round-trip, every damaged
// journal and every record that does not fit its header is refused, and a
// journal of another run (or of another kind) is refused naming the field.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/input_error.h"
#include "enumerate/lines_journal.h"
#include "perft/checkpoint.h"
#include "journal/journal_file.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

constexpr const char* kFen = "1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn";

LinesJournalHeader sample_header() {
  LinesJournalHeader h;
  h.variant = "raindrop";
  h.model = "open";
  h.fen = kFen;
  h.depth = 4;
  h.categories = 3;
  h.split_ply = 2;
  h.unit_count = 50;
  return h;
}

// A unit's record for plies 2..4 of sample_header().
LinesUnitRecord sample_record(std::uint64_t index, std::uint64_t key) {
  LinesUnitRecord r{{index, key}, {}};
  for (int ply = 2; ply <= 4; ++ply) {
    PlyStats stats(ply, 3);
    stats.lines = 1000 * index + 10 * static_cast<std::uint64_t>(ply) + 7;
    stats.lines_in = {stats.lines, index, static_cast<std::uint64_t>(ply)};
    r.plies.push_back(stats);
  }
  return r;
}

std::string sample_journal() {
  return encode_header(sample_header()) + encode_record(sample_record(0, 0x0123456789abcdefULL)) +
         encode_record(sample_record(49, 0xfedcba9876543210ULL));
}

void expect_refused(const std::string& text, const std::string& fragment) {
  try {
    parse_lines_journal(text, "journal");
    ADD_FAILURE() << "accepted a journal that should fail with '" << fragment << "'";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

void expect_same_record(const LinesUnitRecord& got, const LinesUnitRecord& expected) {
  EXPECT_EQ(got.unit_index, expected.unit_index);
  EXPECT_EQ(got.key, expected.key);
  ASSERT_EQ(got.plies.size(), expected.plies.size());
  for (std::size_t i = 0; i < got.plies.size(); ++i) {
    EXPECT_EQ(got.plies[i].ply, expected.plies[i].ply);
    EXPECT_EQ(got.plies[i].lines, expected.plies[i].lines);
    EXPECT_EQ(got.plies[i].lines_in, expected.plies[i].lines_in);
    EXPECT_EQ(got.plies[i].distinct, 0u);
  }
}

TEST(LinesJournal, HeaderAndUnitRecordsRoundTrip) {
  auto contents = parse_lines_journal(sample_journal(), "journal");
  EXPECT_EQ(contents.header, sample_header());
  ASSERT_EQ(contents.records.size(), 2u);
  expect_same_record(contents.records[0], sample_record(0, 0x0123456789abcdefULL));
  expect_same_record(contents.records[1], sample_record(49, 0xfedcba9876543210ULL));
}

TEST(LinesJournal, AClassifierWithoutCategoriesRoundTrips) {
  auto header = sample_header();
  header.categories = 0;
  header.split_ply = 4;
  LinesUnitRecord record{{3, 42}, {PlyStats(4, 0)}};
  record.plies[0].lines = 1;
  auto contents = parse_lines_journal(encode_header(header) + encode_record(record), "journal");
  EXPECT_EQ(contents.header, header);
  ASSERT_EQ(contents.records.size(), 1u);
  expect_same_record(contents.records[0], record);
}

TEST(LinesJournal, EveryTruncationIsDetected) {
  const std::string text = sample_journal();
  const std::size_t header_size = encode_header(sample_header()).size();
  for (std::size_t size = 0; size < text.size(); ++size) {
    if (size >= header_size && text[size - 1] == '\n') continue;  // a shorter, valid journal
    expect_refused(text.substr(0, size), size == 0 ? "empty journal" : "");
  }
  expect_refused(text.substr(0, text.size() - 1), "truncated record");
}

TEST(LinesJournal, EveryChangedByteIsDetected) {
  const std::string text = sample_journal();
  for (std::size_t i = 0; i < text.size(); ++i) {
    for (char replacement : {'0', '7', 'f', ',', ':', '\t', ' '}) {
      if (text[i] == replacement) continue;
      std::string damaged = text;
      damaged[i] = replacement;
      EXPECT_THROW(parse_lines_journal(damaged, "journal"), InputError)
          << "byte " << i << " -> '" << replacement << "'";
    }
  }
}

TEST(LinesJournal, RecordsThatDoNotFitTheHeaderAreRefused) {
  const std::string header = encode_header(sample_header());
  expect_refused(header + encode_record(sample_record(50, 1)), "unit index 50 out of range");
  expect_refused(header + encode_record(sample_record(7, 1)) + encode_record(sample_record(7, 2)),
                 "unit 7 is recorded twice");
  auto short_record = sample_record(7, 1);
  short_record.plies.pop_back();
  expect_refused(header + encode_record(short_record), "unit record has 2 plies, expected 3");
  auto long_record = sample_record(7, 1);
  long_record.plies.push_back(long_record.plies.back());
  expect_refused(header + encode_record(long_record), "unit record has 4 plies, expected 3");
  auto other_categories = sample_record(7, 1);
  other_categories.plies[1].lines_in.push_back(5);
  expect_refused(header + encode_record(other_categories), "4 categories, expected 3");
  auto split_beyond_depth = sample_header();
  split_beyond_depth.split_ply = 5;
  expect_refused(encode_header(split_beyond_depth), "split ply 5 is beyond the depth 4");
  expect_refused(header + journal::sealed_line({"unit", "7", "0000000000000001", "1:1,0,0", "2", "3:0,0,0"}),
                 "malformed ply 3 field '2'");
  expect_refused(header + journal::sealed_line({"unit", "7", "01", "1:1,0,0", "2:0,0,0", "3:0,0,0"}), "malformed key");
  expect_refused(header + journal::sealed_line({"unit", "-7", "0000000000000001", "1:1,0,0", "2:0,0,0", "3:0,0,0"}),
                 "malformed unit index");
  expect_refused(header + journal::sealed_line({"ply", "0", "1", "0", "0,0,0", "0,0,0", "-"}), "malformed unit record");
}

TEST(LinesJournal, JournalsOfOtherKindsAreRefused) {
  expect_refused(encode_record(sample_record(0, 1)), "not a perftkit lines journal");
  CheckpointHeader perft;
  perft.variant = "raindrop";
  perft.fen = kFen;
  perft.depth = 4;
  perft.split_plies = 1;
  perft.unit_count = 99;
  expect_refused(encode_header(perft) + encode_record({{0, 1}, 3, "5"}), "not a perftkit lines journal");
  expect_refused(journal::sealed_line({"perftkit-enumeration", "1", "0.1.0", "raindrop", "open", "4", "0", "24", "7",
                                       kFen}),
                 "not a perftkit lines journal");
  const std::string future =
      journal::sealed_line({"perftkit-lines", "2", "0.1.0", "raindrop", "open", "4", "0", "3", "2", "50", kFen});
  expect_refused(future, "journal format '2' is not supported");
}

TEST(LinesJournal, AnotherRunIsRefusedNamingTheField) {
  const auto journal = sample_header();
  // The run differs from the journal's in what `change` sets.
  auto refused_for = [&](const std::string& field, auto change) {
    auto run = journal;
    change(run);
    try {
      require_same_lines_run(journal, run, "journal");
      ADD_FAILURE() << "accepted a journal from another " << field;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
    }
  };
  auto same = journal;
  same.split_ply = 1;  // the split is the journal's, not part of the run's identity
  same.unit_count = 7;
  EXPECT_NO_THROW(require_same_lines_run(journal, same, "journal"));
  refused_for("version", [](LinesJournalHeader& run) { run.program_version = "0.0.1"; });
  refused_for("variant", [](LinesJournalHeader& run) { run.variant = "chess"; });
  refused_for("model", [](LinesJournalHeader& run) { run.model = "deck"; });
  refused_for("FEN", [](LinesJournalHeader& run) { run.fen = "8/8/8/8/8/8/8/8[KQkq] w - - 0 1"; });
  refused_for("depth", [](LinesJournalHeader& run) { run.depth = 5; });
  refused_for("drops-only", [](LinesJournalHeader& run) { run.drops_only = true; });
  refused_for("categories", [](LinesJournalHeader& run) { run.categories = 7; });
}

}  // namespace
}  // namespace perftkit
