#pragma once
// Minimal JSON text helpers for the tools' --json output (we only write
// JSON; no parser is needed).
#include <string>
#include <string_view>
#include <vector>

namespace perftkit {

// `text` as a quoted JSON string with the required escapes.
inline std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
          out += buffer;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

// `words` as a JSON array of strings.
inline std::string json_string_array(const std::vector<std::string>& words) {
  std::string text = "[";
  for (std::size_t i = 0; i < words.size(); ++i) text += (i ? "," : "") + json_string(words[i]);
  return text + "]";
}

}  // namespace perftkit
