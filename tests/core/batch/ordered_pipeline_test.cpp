#include "batch/ordered_pipeline.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <sstream>
#include <streambuf>
#include <thread>

namespace perftkit::batch {
namespace {

TEST(OrderedPipeline, KeepsInputOrderWhenLinesFinishOutOfOrder) {
  std::ostringstream text;
  for (int i = 1; i <= 200; ++i) text << "line " << i << "\n";
  std::istringstream in(text.str());
  std::vector<std::uint64_t> seen;
  run_ordered_pipeline(
      in, 4,
      [](std::uint64_t number, const std::string& line) {
        // Early lines take longest, so later ones finish first.
        if (number % 7 == 1) std::this_thread::sleep_for(std::chrono::microseconds(2000 - 8 * number));
        EXPECT_EQ(line, "line " + std::to_string(number));
        return number;
      },
      [&](std::uint64_t number, std::size_t bytes) {
        EXPECT_EQ(bytes, ("line " + std::to_string(number) + "\n").size());
        seen.push_back(number);
      });
  ASSERT_EQ(seen.size(), 200u);
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i + 1);
}

// An input of `count` FEN lines made on the fly: the test itself never
// holds the input in memory.
class GeneratedLines : public std::streambuf {
 public:
  explicit GeneratedLines(std::uint64_t count) : left_(count) {}

 protected:
  int_type underflow() override {
    if (left_ == 0) return traits_type::eof();
    --left_;
    line_ = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n";
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(line_[0]);
  }

 private:
  std::uint64_t left_;
  std::string line_;
};

TEST(OrderedPipeline, AMillionLinesStreamWithABoundedNumberInFlight) {
  constexpr std::uint64_t kLines = 1'000'000;
  constexpr int kThreads = 2;
  GeneratedLines source(kLines);
  std::istream in(&source);
  std::atomic<int> in_flight{0};
  std::atomic<int> most_in_flight{0};
  std::uint64_t next = 1;
  run_ordered_pipeline(
      in, kThreads,
      [&](std::uint64_t number, const std::string&) {
        int now = ++in_flight;
        int seen = most_in_flight.load();
        while (now > seen && !most_in_flight.compare_exchange_weak(seen, now)) {
        }
        return number;
      },
      [&](std::uint64_t number, std::size_t) {
        --in_flight;
        if (number != next) ADD_FAILURE() << "line " << number << " came out as number " << next;
        ++next;
      });
  EXPECT_EQ(next, kLines + 1);
  // Constant memory: never more results waiting than pipeline tokens.
  EXPECT_LE(most_in_flight.load(), kLinesInFlightPerThread * kThreads);
}

}  // namespace
}  // namespace perftkit::batch
