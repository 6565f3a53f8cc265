#pragma once
// Statistics as text (perft --stats, batch-analyze --stats): a table like
// the chessprogramming wiki's (one row per depth, or per root move; one
// column per statistic, named as the variant names it), or JSON objects
// with the column names as keys. A weighted game's exact rationals print
// as "p/q" (JSON strings), as its perft counts do.
#include <algorithm>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/stat_columns.h"
#include "io/json.h"
#include "perft/count_text.h"

namespace perftkit {

// Rows labelled by their first cell (a depth or a move); a Tally is
// anything with `nodes` and `counts` (StatTally, a batch record's row).
template <class Tally>
using LabelledStatRows = std::vector<std::pair<std::string, Tally>>;

// The first column left-aligned under `label_heading`, then nodes and
// every column right-aligned, each as wide as its heading or its widest
// number; every line starts with `indent`.
template <class Columns, class Tally>
void print_stats_table(std::ostream& out, const std::string& label_heading, const Columns& columns,
                       const LabelledStatRows<Tally>& rows, const std::string& indent = "") {
  std::vector<std::string> headings{label_heading, "nodes"};
  for (const StatColumn& c : columns) headings.emplace_back(c.name);
  std::vector<std::vector<std::string>> cells;
  for (const auto& [label, tally] : rows) {
    std::vector<std::string> row{label, count_text(tally.nodes)};
    for (const auto& count : tally.counts) row.push_back(count_text(count));
    cells.push_back(std::move(row));
  }
  std::vector<std::size_t> width(headings.size());
  for (std::size_t i = 0; i < headings.size(); ++i) {
    width[i] = headings[i].size();
    for (const auto& row : cells) width[i] = std::max(width[i], row[i].size());
  }
  const auto print_row = [&](const std::vector<std::string>& row) {
    std::string line = indent + row[0] + std::string(width[0] - row[0].size(), ' ');
    for (std::size_t i = 1; i < row.size(); ++i) line += "  " + std::string(width[i] - row[i].size(), ' ') + row[i];
    out << line << '\n';
  };
  print_row(headings);
  for (const auto& row : cells) print_row(row);
}

// `"key":value,"nodes":N,"<column>":N,...` (the members of one object, without braces).
template <class Columns, class Tally>
std::string stats_json_members(const std::string& key_value, const Columns& columns, const Tally& tally) {
  std::string text = key_value + ",\"nodes\":" + count_json(tally.nodes);
  for (std::size_t c = 0; c < columns.size(); ++c)
    text += "," + json_string(columns[c].name) + ":" + count_json(tally.counts[c]);
  return text;
}

// What each column means (perft --stats-columns): a line per column, its
// name, the column of the published tables it matches ("-" for none) and
// its one-sentence definition, aligned under a heading; or, as JSON, an
// array of {"name", "published", "definition"} objects.
template <class Columns>
void print_column_definitions(std::ostream& out, const Columns& columns) {
  std::size_t name_width = std::string_view("column").size(), published_width = std::string_view("published").size();
  for (const StatColumn& c : columns) {
    name_width = std::max(name_width, c.name.size());
    published_width = std::max(published_width, std::max<std::size_t>(c.published.size(), 1));
  }
  const auto line = [&](std::string_view name, std::string_view published, std::string_view definition) {
    out << name << std::string(name_width - name.size() + 2, ' ') << published
        << std::string(published_width - published.size() + 2, ' ') << definition << '\n';
  };
  line("column", "published", "definition");
  for (const StatColumn& c : columns) line(c.name, c.published.empty() ? "-" : c.published, c.definition);
}

template <class Columns>
std::string column_definitions_json(const Columns& columns) {
  std::string text = "[";
  for (const StatColumn& c : columns)
    text += std::string(text.size() > 1 ? "," : "") + "{\"name\":" + json_string(c.name) +
            ",\"published\":" + json_string(c.published) +
            ",\"definition\":" + json_string(c.definition) + "}";
  return text + "]";
}

}  // namespace perftkit
