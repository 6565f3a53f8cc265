#pragma once
// Streams the lines of an input through a transform that runs in parallel
// and hands the results to a sink in input order (TBB parallel_pipeline).
// At most kLinesInFlightPerThread * threads lines are in flight, so memory
// stays constant for any input size. The bound is generous because output
// is in order: while one slow position (a deep perft) is being analysed,
// the other workers keep going on the lines behind it until the bound is
// reached.
#include <tbb/parallel_pipeline.h>
#include <tbb/task_arena.h>

#include <cstdint>
#include <istream>
#include <string>
#include <type_traits>
#include <utility>

namespace perftkit::batch {

inline constexpr int kLinesInFlightPerThread = 32;

struct NumberedLine {
  std::uint64_t number = 0;  // 1-based
  std::string text;
};

// transform(std::uint64_t line_number, const std::string& text) -> R
// sink(R&& result, std::size_t input_bytes)  (called serially, in order)
template <class Transform, class Sink>
void run_ordered_pipeline(std::istream& in, int threads, Transform&& transform, Sink&& sink) {
  using Result = std::invoke_result_t<Transform&, std::uint64_t, const std::string&>;
  struct Item {
    Result result;
    std::size_t input_bytes;
  };
  tbb::task_arena arena(threads);
  arena.execute([&] {
    std::uint64_t line_number = 0;
    tbb::parallel_pipeline(
        static_cast<std::size_t>(kLinesInFlightPerThread * threads),
        tbb::make_filter<void, NumberedLine>(tbb::filter_mode::serial_in_order,
                                             [&](tbb::flow_control& control) {
                                               NumberedLine line;
                                               if (!std::getline(in, line.text)) {
                                                 control.stop();
                                                 return line;
                                               }
                                               line.number = ++line_number;
                                               return line;
                                             }) &
            tbb::make_filter<NumberedLine, Item>(tbb::filter_mode::parallel,
                                                 [&](const NumberedLine& line) {
                                                   return Item{transform(line.number, line.text), line.text.size() + 1};
                                                 }) &
            tbb::make_filter<Item, void>(tbb::filter_mode::serial_in_order,
                                         [&](Item item) { sink(std::move(item.result), item.input_bytes); }));
  });
}

}  // namespace perftkit::batch
