#pragma once
// A fixed-capacity move list on the stack: generation never allocates.
#include <array>
#include <cstddef>

namespace perftkit {

template <class Move, std::size_t Capacity>
class MoveList {
 public:
  void push_back(Move m) noexcept { moves_[size_++] = m; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  void clear() noexcept { size_ = 0; }
  const Move& operator[](std::size_t i) const noexcept { return moves_[i]; }
  Move* begin() noexcept { return moves_.data(); }
  Move* end() noexcept { return moves_.data() + size_; }
  const Move* begin() const noexcept { return moves_.data(); }
  const Move* end() const noexcept { return moves_.data() + size_; }

 private:
  std::array<Move, Capacity> moves_;
  std::size_t size_ = 0;
};

}  // namespace perftkit
