#pragma once
// A journal of one kind: its file (journal_file.h) and what it holds, read
// on resume. A kind states only what is particular to it:
//   - Contents, with a `header` member (the fields that name the run) and
//     the records read back;
//   - Parse: Contents (std::string_view whole_records, const std::string& source),
//     which throws InputError for a damaged or foreign journal;
//   - encode_header(const Header&) and encode_record(const Record&) for
//     each record kind, found by argument-dependent lookup;
//   - optionally remember_record(Contents&, const Record&), for contents
//     that follow the appends, and journal_opened(path, const Contents&,
//     what), called once the journal is created or resumed (`what` names
//     the option in errors).
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include "journal/journal_file.h"

namespace perftkit::journal {

// The record type of a kind with one (Contents::records), so that
// append({...}) can name a record by its fields; for other kinds a type
// no record converts to.
template <class Contents>
struct SoleRecord {
  struct None {};
  using type = None;
};
template <class Contents>
  requires requires { typename decltype(Contents::records)::value_type; }
struct SoleRecord<Contents> {
  using type = typename decltype(Contents::records)::value_type;
};

template <class Contents, Contents (*Parse)(std::string_view, const std::string&)>
class Journal {
 public:
  using Header = decltype(Contents::header);

  // Creates `path` with `header`; refuses a file that already exists.
  static Journal create(const std::string& path, const Header& header) {
    Contents contents{};
    contents.header = header;
    Journal journal(JournalFile::create(path), std::move(contents));
    journal.file_.append(encode_header(header));
    journal.opened("--checkpoint '" + path + "'");
    return journal;
  }

  // Reads and checks `path` (a torn last record dropped), then opens it
  // for appending more records.
  static Journal resume(const std::string& path) {
    auto [file, contents] = reopen(path, Parse);
    Journal journal(std::move(file), std::move(contents));
    journal.opened("--resume '" + path + "'");
    return journal;
  }

  Journal(Journal&& other) noexcept : file_(std::move(other.file_)), contents_(std::move(other.contents_)) {}
  Journal& operator=(Journal&&) = delete;

  // The header and the records read when the journal was opened (and
  // those appended since, where the kind remembers them).
  const Contents& contents() const noexcept { return contents_; }
  const std::string& path() const noexcept { return file_.path(); }

  // Appends one record and waits until it is on disk; safe from many threads.
  void append(const typename SoleRecord<Contents>::type& record) { append<>(record); }
  template <class Record>
  void append(const Record& record) {
    const std::string line = encode_record(record);
    std::lock_guard lock(mutex_);
    file_.append(line);
    if constexpr (requires(Contents& contents) { remember_record(contents, record); })
      remember_record(contents_, record);
  }

 private:
  Journal(JournalFile file, Contents contents) : file_(std::move(file)), contents_(std::move(contents)) {}

  void opened(const std::string& what) const {
    if constexpr (requires { journal_opened(file_.path(), contents_, what); })
      journal_opened(file_.path(), contents_, what);
  }

  JournalFile file_;
  Contents contents_;
  std::mutex mutex_;  // (not moved: a journal is moved before any thread appends)
};

}  // namespace perftkit::journal
