#pragma once
// Makes the allocator give every large block back to the system when it
// is freed, so a process's resident memory follows what it holds.
//
// glibc serves a block of 128 KiB or more from its own mapping, returned
// on free(), but each time such a block is freed it raises that
// threshold to the block's size (up to 32 MiB): from then on blocks of
// that size come from its heaps, which keep freed space for reuse. The
// distinct enumeration frees a ply's set (256 shard vectors grown by
// doubling) and then plans the next within its memory budget, so the
// kept space came on top of the budget: chess ply 9's passes held 22.2
// GiB resident for an 18000 MiB budget after ply 8's collection, 17.8
// GiB when resumed in a fresh process (docs/distinct-positions.md). A
// fixed threshold ends that at no measured cost in time.
namespace perftkit {

// Fixes glibc's mmap threshold at its default, 128 KiB (and with it the
// trim threshold); does nothing under another C library. Process-wide:
// call before collecting large sets.
void give_large_blocks_back_on_free() noexcept;

}  // namespace perftkit
