#include "common/progress.h"

#include <unistd.h>

#include <cstdio>

namespace perftkit {

bool Progress::stderr_is_terminal() { return isatty(STDERR_FILENO) == 1; }

Progress::Progress(std::uint64_t total, std::string label, bool enabled)
    : total_(total), label_(std::move(label)) {
  if (enabled && total_ > 0) thread_ = std::thread([this] { run(); });
}

Progress::~Progress() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  thread_.join();
  if (drawn_) std::fputs("\r\033[K", stderr);  // leave the terminal clean
}

void Progress::run() {
  std::unique_lock lock(mutex_);
  // Quiet for the first second: short runs print nothing.
  if (wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stop_; })) return;
  while (!stop_) {
    draw(false);
    wake_.wait_for(lock, std::chrono::milliseconds(250), [this] { return stop_; });
  }
}

void Progress::draw(bool) {
  using namespace std::chrono;
  double elapsed = duration<double>(steady_clock::now() - start_).count();
  std::uint64_t done = done_.load(std::memory_order_relaxed);
  double fraction = total_ ? static_cast<double>(done) / static_cast<double>(total_) : 0.0;
  char eta[32] = "--";
  if (fraction > 0.0) std::snprintf(eta, sizeof eta, "%.0fs", elapsed / fraction - elapsed);
  std::fprintf(stderr, "\r\033[K%s: %5.1f%% (%llu/%llu)  elapsed %.0fs  ETA %s", label_.c_str(), 100.0 * fraction,
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total_), elapsed, eta);
  std::fflush(stderr);
  drawn_ = true;
}

}  // namespace perftkit
