#pragma once
// CRC-32 (IEEE 802.3, as zlib computes it): the checksum that seals every
// journal record and every saved frontier section, so that a torn or
// damaged byte is found before a count is read.
#include <cstdint>
#include <string_view>

namespace perftkit {

std::uint32_t crc32(std::string_view bytes) noexcept;
// Continues a CRC-32 over more bytes: crc32_update(crc32(a), b) == crc32(a + b).
std::uint32_t crc32_update(std::uint32_t crc, std::string_view bytes) noexcept;

}  // namespace perftkit
