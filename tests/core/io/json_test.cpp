// json_string writes valid JSON in UTF-8 whatever bytes it is given: a
// batch record's error quotes the input line, which may be binary junk.
#include <gtest/gtest.h>

#include <string>

#include "io/json.h"

namespace perftkit {
namespace {

TEST(JsonString, EscapesQuotesBackslashesAndControlCharacters) {
  EXPECT_EQ(json_string("a\"b\\c\nd\te\x01"), "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
}

TEST(JsonString, KeepsWellFormedUtf8) {
  // 2, 3 and 4 bytes, and the last code point (U+10FFFF).
  const std::string text = "\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80 \xF4\x8F\xBF\xBF";
  EXPECT_EQ(json_string(text), "\"" + text + "\"");
}

TEST(JsonString, WritesEachByteOutsideWellFormedUtf8AsTheReplacementCharacter) {
  struct Case {
    std::string bytes, json;
  };
  const Case cases[] = {
      {"\xFF", "\\ufffd"},                          // never in UTF-8
      {"\x80x", "\\ufffdx"},                        // a continuation byte alone
      {"\xC3", "\\ufffd"},                          // cut at the end
      {"\xC3(", "\\ufffd("},                        // cut by an ASCII byte
      {"\xC0\xAF", "\\ufffd\\ufffd"},               // overlong '/'
      {"\xE0\x80\xAF", "\\ufffd\\ufffd\\ufffd"},    // overlong, 3 bytes
      {"\xED\xA0\x80", "\\ufffd\\ufffd\\ufffd"},    // a surrogate (U+D800)
      {"\xF4\x90\x80\x80", "\\ufffd\\ufffd\\ufffd\\ufffd"},  // above U+10FFFF
      {"\xF8\x88\x80\x80\x80", "\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd"},  // 5-byte form
      {"ok\xE2\x82\xACno\xE2\x82", "ok\xE2\x82\xACno\\ufffd\\ufffd"},
  };
  for (const auto& c : cases) EXPECT_EQ(json_string(c.bytes), "\"" + c.json + "\"") << c.json;
}

}  // namespace
}  // namespace perftkit
