#pragma once
// Rank 0's side of the MPI tools' work farm: hands the pending items out one
// at a time to whichever worker is free (units of work differ a lot in
// size), tells each worker to stop once nothing is left, and returns when
// every item handed out has come back.
#include <deque>

namespace perftkit::tool {

// send(worker, item) hands an item out, stop(worker) ends a worker, and
// receive() takes one answer and returns the rank that sent it.
template <class Item, class Send, class Stop, class Receive>
void farm_out(std::deque<Item> pending, int workers, Send&& send, Stop&& stop, Receive&& receive) {
  auto hand_out = [&](int worker) {
    if (pending.empty()) {
      stop(worker);
      return false;
    }
    send(worker, pending.front());
    pending.pop_front();
    return true;
  };
  int busy = 0;
  for (int worker = 1; worker <= workers; ++worker) busy += hand_out(worker);
  while (busy > 0)
    if (!hand_out(receive())) --busy;
}

}  // namespace perftkit::tool
