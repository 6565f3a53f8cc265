#pragma once
// Minimal JSON text helpers for the tools' --json output (we only write
// JSON; no parser is needed).
#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace perftkit {

// The length of the well-formed UTF-8 sequence that starts text[at] (1 to
// 4 bytes; RFC 3629: no overlong form, no surrogate, nothing above
// U+10FFFF), or 0 when the byte there starts none.
inline std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u; };
  const unsigned lead = byte(0);
  if (lead < 0x80) return 1;
  // The second byte's range depends on the lead (Unicode table 3-7); the
  // later ones are 80..BF.
  std::size_t length = 0;
  unsigned low = 0x80, high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3, low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4, low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
  else return 0;
  if (byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  return length;
}

// `text` as a quoted JSON string with the required escapes. Input text
// (a file's line, an engine's answer) may hold any bytes, and a JSON text
// must be UTF-8 (RFC 8259): every byte that is not part of a well-formed
// UTF-8 sequence is written as one U+FFFD, the replacement character
// ("\ufffd"), so that every line a tool writes decodes as strict UTF-8
// and a reader sees where the input was not text.
inline std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const std::size_t length = utf8_sequence_length(text, i);
    if (length == 0) {
      out += "\\ufffd";
      ++i;
      continue;
    }
    if (length > 1) {
      out.append(text, i, length);
      i += length;
      continue;
    }
    ++i;
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
