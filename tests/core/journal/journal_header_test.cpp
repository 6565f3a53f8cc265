// The header record every journal kind shares (tag, format, program
// version, variant, model, depth, then the kind's own fields), the
// refusal of a foreign or unknown-format journal in one line, and the
// checksum that seals every record; the header line read from a file
// before a resume (--resume FILE alone).
#include "journal/journal_header.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "common/input_error.h"
#include "journal/crc32.h"

namespace perftkit {
namespace {

constexpr journal::JournalKind kTestKind{"perftkit-test", "test", 2, 4, 8};

struct TestHeader {
  std::string program_version{kProgramVersion};
  std::string variant = "chess";
  std::string model;
  int depth = 5;
};

// The InputError that reading `text`'s header throws (empty if none).
std::string refusal(const std::string& text, const journal::JournalKind& kind = kTestKind) {
  try {
    journal::JournalLineReader reader(text, "--resume 'run.ckpt'");
    TestHeader header;
    journal::read_header(reader, kind, header);
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::string header_of_format(const std::string& format) {
  return journal::sealed_line({"perftkit-test", format, "0.1.0", "chess", "", "5", "a", "b"});
}

TEST(Crc32, MatchesTheStandardCheckValue) {
  EXPECT_EQ(crc32("123456789"), 0xCBF43926u);
  EXPECT_EQ(crc32(""), 0u);
  EXPECT_EQ(crc32_update(crc32("1234"), "56789"), crc32("123456789"));
}

TEST(JournalHeader, SharedFieldsAndTheKindsOwnRoundTrip) {
  TestHeader written;
  written.model = "expected";
  const std::string line = journal::header_line(kTestKind, written, {"own", "fields"});
  EXPECT_EQ(line.substr(0, line.size() - 10),
            "perftkit-test\t4\t" + std::string(kProgramVersion) + "\tchess\texpected\t5\town\tfields");
  journal::JournalLineReader reader(line, "journal");
  TestHeader read;
  read.variant = read.model = "";
  const auto [format, own] = journal::read_header(reader, kTestKind, read);
  EXPECT_EQ(format, 4);
  EXPECT_EQ(own, (std::vector<std::string_view>{"own", "fields"}));
  EXPECT_EQ(read.program_version, written.program_version);
  EXPECT_EQ(read.variant, "chess");
  EXPECT_EQ(read.model, "expected");
  EXPECT_EQ(read.depth, 5);
}

TEST(JournalHeader, EveryFormatFromTheOldestToTheNewestIsRead) {
  for (const char* format : {"2", "3", "4"}) EXPECT_EQ(refusal(header_of_format(format)), "") << format;
}

TEST(JournalHeader, AnUnknownFormatIsRefusedInOneLineNamingTheFormatsRead) {
  for (const char* format : {"1", "5", "99"}) {
    const std::string message = refusal(header_of_format(format));
    EXPECT_NE(message.find("--resume 'run.ckpt' line 1"), std::string::npos) << message;
    EXPECT_NE(message.find("journal format '" + std::string(format) + "' is not supported (this program reads 2 to 4)"),
              std::string::npos)
        << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  constexpr journal::JournalKind kOneFormat{"perftkit-test", "test", 4, 4, 8};
  EXPECT_NE(refusal(header_of_format("3"), kOneFormat).find("(this program reads 4)"), std::string::npos);
  EXPECT_NE(refusal(journal::sealed_line({"perftkit-test"})).find("journal format '' is not supported"),
            std::string::npos);
  EXPECT_NE(refusal(header_of_format("x")).find("malformed format 'x'"), std::string::npos);
}

TEST(JournalHeader, AnotherKindOrShapeIsRefused) {
  EXPECT_NE(refusal("").find("empty journal (no header record)"), std::string::npos);
  EXPECT_NE(refusal(journal::sealed_line({"perftkit-lines", "4"})).find("not a perftkit test journal"),
            std::string::npos);
  EXPECT_NE(refusal(journal::sealed_line({"perftkit-test", "4", "0.1.0"})).find("malformed header (3 fields, expected 8)"),
            std::string::npos);
  EXPECT_NE(refusal(journal::sealed_line({"perftkit-test", "4", "0.1.0", "chess", "", "deep", "a", "b"}))
                .find("malformed depth 'deep'"),
            std::string::npos);
}

// The InputError that read_header_line throws for `path` (empty if none).
std::string header_line_refusal(const std::string& path) {
  try {
    journal::read_header_line(path, "--resume '" + path + "'");
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(JournalHeaderLine, IsTheFirstLineOnlyOrWhatTheFileHoldsBeforeIt) {
  const auto path = std::filesystem::temp_directory_path() / ("perftkit-header-line-" + std::to_string(::getpid()));
  const std::string header = header_of_format("4");
  std::ofstream(path, std::ios::binary) << header << journal::sealed_line({"unit", "0"});
  EXPECT_EQ(journal::read_header_line(path.string(), "x"), header);
  std::ofstream(path, std::ios::binary | std::ios::trunc) << "perftkit-te";  // killed as its header was written
  EXPECT_EQ(journal::read_header_line(path.string(), "x"), "perftkit-te");
  std::filesystem::remove(path);
  EXPECT_EQ(journal::header_tag(header), "perftkit-test");
  EXPECT_EQ(journal::header_tag("perftkit-te"), "perftkit-te");
}

TEST(JournalHeaderLine, AMissingFileOrAFolderIsRefusedNamingIt) {
  const auto folder = std::filesystem::temp_directory_path().string();
  EXPECT_EQ(header_line_refusal(folder), "--resume '" + folder + "': is a folder, not a journal");
  const std::string missing = folder + "/perftkit-no-such-journal";
  EXPECT_EQ(header_line_refusal(missing), "--resume '" + missing + "': cannot open the file for reading");
}

}  // namespace
}  // namespace perftkit
