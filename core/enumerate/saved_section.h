#pragma once
// What a checkpoint journal records of one section of a saved file
// (section_file.h): its record count and the CRC-32 of its bytes.
#include <cstdint>

namespace perftkit {

struct SavedSection {
  std::uint64_t records = 0;
  std::uint32_t crc = 0;

  friend bool operator==(const SavedSection&, const SavedSection&) = default;
};

}  // namespace perftkit
