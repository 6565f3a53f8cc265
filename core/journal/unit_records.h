#pragma once
// The records of a journal of a run cut into units (perft's checkpoint,
// the line enumeration's journal): a unit is a position some plies below
// the root, named by its index in the deterministic split and its Zobrist
// key, and each finished unit appends one record that starts
// "unit <TAB> index <TAB> key (16 hex)". A unit is recorded once.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "journal/sealed_record.h"

namespace perftkit::journal {

inline constexpr std::string_view kUnitTag = "unit";
inline constexpr std::size_t kUnitIdFields = 3;  // tag, index, key

struct UnitId {
  std::uint64_t unit_index = 0;
  std::uint64_t key = 0;  // Zobrist key of the unit's position

  friend bool operator==(const UnitId&, const UnitId&) = default;
};

// The fields a unit record starts with.
inline std::vector<std::string> unit_id_fields(const UnitId& id) {
  return {std::string(kUnitTag), std::to_string(id.unit_index), hex(id.key, 16)};
}

// Reads fields 1 and 2 of a unit record; the index must name one of `unit_count` units.
inline UnitId read_unit_id(const JournalLineReader& reader, const std::vector<std::string_view>& f,
                           std::uint64_t unit_count) {
  UnitId id;
  id.unit_index = reader.number<std::uint64_t>(f[1], "unit index");
  if (f[2].size() != 16) reader.fail("malformed key '" + std::string(f[2]) + "'");
  id.key = reader.number<std::uint64_t>(f[2], "key", 16);
  if (id.unit_index >= unit_count)
    reader.fail("unit index " + std::to_string(id.unit_index) + " out of range (the run has " +
                std::to_string(unit_count) + " units)");
  return id;
}

// Reads the records after the header, each with read_record(reader),
// refusing a unit recorded twice.
template <class Record, class ReadRecord>
std::vector<Record> read_unit_records(JournalLineReader& reader, ReadRecord&& read_record) {
  std::vector<Record> records;
  std::set<std::uint64_t> seen;
  while (!reader.at_end()) {
    Record record = read_record(reader);
    if (!seen.insert(record.unit_index).second)
      reader.fail("unit " + std::to_string(record.unit_index) + " is recorded twice");
    records.push_back(std::move(record));
  }
  return records;
}

}  // namespace perftkit::journal
