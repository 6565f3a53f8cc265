#pragma once
// What the checkpointed enumeration tests share: a journal path of the
// running test (removed with its saved-files folder before and after),
// the comparison of a resumed run's plies with the uninterrupted ones,
// and a classifier that throws at its n-th call, which stops an
// enumeration mid-run and leaves exactly what a kill leaves.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "enumerate/enumeration_journal.h"
#include "raindrop/classifier.h"

namespace perftkit::testing {

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline void expect_same_plies(const std::vector<PlyStats>& got, const std::vector<PlyStats>& expected) {
  ASSERT_EQ(got.size(), expected.size());
  for (std::size_t ply = 0; ply < got.size(); ++ply) {
    EXPECT_EQ(got[ply].lines, expected[ply].lines) << ply;
    EXPECT_EQ(got[ply].distinct, expected[ply].distinct) << ply;
    EXPECT_EQ(got[ply].lines_in, expected[ply].lines_in) << ply;
    EXPECT_EQ(got[ply].distinct_in, expected[ply].distinct_in) << ply;
  }
}

class TempJournal {
 public:
  TempJournal() {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("perftkit-" + std::string(test->test_suite_name()) + "-" + std::to_string(::getpid()) + "-" +
             test->name() + ".ckpt");
    clean();
  }
  ~TempJournal() { clean(); }
  TempJournal(const TempJournal&) = delete;
  TempJournal& operator=(const TempJournal&) = delete;

  std::string str() const { return path_.string(); }
  std::string text() const { return read_text(path_); }
  void write(const std::string& text) const { std::ofstream(path_, std::ios::binary | std::ios::trunc) << text; }

 private:
  void clean() {
    std::filesystem::remove(path_);
    std::filesystem::remove_all(frontier_folder(path_.string()));
  }
  std::filesystem::path path_;
};

// The Raindrop classifier, throwing at its n-th call.
template <class Position>
struct FailingClassifier {
  static constexpr std::size_t kCategories = raindrop::RaindropClassifier::kCategories;
  std::atomic<std::uint64_t>* calls;
  std::uint64_t fail_at;
  std::uint32_t operator()(const Position& pos) const {
    if (++*calls == fail_at) throw std::runtime_error("interrupted");
    return raindrop::RaindropClassifier{}(pos);
  }
};

}  // namespace perftkit::testing
