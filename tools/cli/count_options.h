#pragma once
// What perft and perft-mpi both count: a variant, a position, a depth,
// threads and a hash table, and a journal for long runs. One struct, one
// set of option declarations and one set of checks, so the two tools read
// the same command line alike.
#include <boost/program_options.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "cli/command_line.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "game/variant_options.h"

namespace perftkit::tool {

// The deepest perft the count tools accept (perft, perft-mpi): far past
// what any run reaches, but a bound, so a typo is refused, not run.
inline constexpr int kMaxDepth = 30;

struct CountOptions {
  std::string variant;  // a registered name (core/registry/variants.h)
  VariantOptions variant_options;
  std::optional<std::string> fen;  // nullopt = start position
  std::string moves;
  int depth = 0;
  bool divide = false;
  int threads = 0;
  std::size_t hash_mb = 0;
  // --checkpoint FILE starts a journaled run, --resume FILE continues one
  // (core/perft/checkpointed_perft.h).
  std::optional<std::string> checkpoint_file;
  bool resume = false;
  // --verify-seed S: count again with a hash table keyed through seed S
  // and compare (core/perft/perft_hash.h); needs --hash.
  std::optional<std::uint64_t> verify_seed;
};

// What Boost reads before the range checks (it would wrap a negative
// number into a huge unsigned one).
struct CountOptionNumbers {
  long long depth = 0, threads = 0, hash_mb = 0;
};

// The help texts that differ between the tools (per process or per rank).
struct CountOptionHelp {
  const char* threads;
  const char* hash;
  const char* checkpoint;
  // Every counting tool's journal answers the same questions.
  const char* resume = "continue the run journaled in this file (alone: the journal names variant, position, depth)";
  const char* verify_seed;
};

// --variant and its options, --startpos, --fen, --moves, --depth, --divide,
// --threads and --hash; the journal options with add_journal_options, so
// that a tool can list its own options between them.
inline const std::string& depth_help() {
  static const std::string help = "perft depth (1 to " + std::to_string(kMaxDepth) + ")";
  return help;
}

inline void add_count_options(boost::program_options::options_description& visible, CountOptions& o,
                              CountOptionNumbers& numbers, const CountOptionHelp& help) {
  namespace po = boost::program_options;
  add_variant_choice(visible, o.variant);
  add_variant_options(visible, o.variant_options);
  visible.add_options()
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this FEN")
      ("moves", po::value(&o.moves), "moves to play first, in UCI notation")
      ("depth,d", po::value(&numbers.depth), depth_help().c_str())
      ("divide", "print the count below every root move")
      ("threads,t", po::value(&numbers.threads)->default_value(0), help.threads)
      ("hash", po::value(&numbers.hash_mb)->default_value(0), help.hash);
}

inline void add_journal_options(boost::program_options::options_description& visible, const CountOptionHelp& help) {
  namespace po = boost::program_options;
  visible.add_options()
      ("checkpoint", po::value<std::string>(), help.checkpoint)
      ("resume", po::value<std::string>(), help.resume)
      ("verify-seed", po::value<std::uint64_t>(), help.verify_seed);
}

// The checks and conversions both tools make (the depth is each tool's:
// perft takes it from --perftree too, or needs none with --suite).
inline void read_count_options(const boost::program_options::variables_map& vm, const CountOptionNumbers& numbers,
                               CountOptions& o) {
  o.divide = vm.count("divide") > 0;
  o.threads = in_range("--threads", numbers.threads, 0, 1024);
  o.hash_mb = static_cast<std::size_t>(in_range("--hash", numbers.hash_mb, 0, 1 << 20));  // MiB
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  auto checkpoint = checkpoint_choice(vm);
  o.checkpoint_file = checkpoint.file;
  o.resume = checkpoint.resume;
  o.verify_seed = verify_seed_choice(vm, o.hash_mb);
}

}  // namespace perftkit::tool
