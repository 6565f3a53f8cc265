#pragma once
// Progress with an ETA on stderr for long runs. It draws only when stderr
// is a terminal and the run has lasted about a second, so piped output
// and short runs get nothing extra.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace perftkit {

class Progress {
 public:
  // `total` work units; `label` prefixes the line ("perft 7").
  Progress(std::uint64_t total, std::string label, bool enabled = stderr_is_terminal());
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void advance(std::uint64_t units = 1) noexcept { done_.fetch_add(units, std::memory_order_relaxed); }

  static bool stderr_is_terminal();

 private:
  void run();
  void draw(bool final_line);

  std::uint64_t total_;
  std::string label_;
  std::atomic<std::uint64_t> done_{0};
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  bool drawn_ = false;
  bool stop_ = false;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

}  // namespace perftkit
