#pragma once
// The verdict on a time ratio: faster, slower, or indistinguishable at the
// chosen confidence level and threshold. The threshold is the smallest
// change the user cares about: "slower" means the whole interval lies
// above +threshold (the new build is slower by more than the threshold,
// with the level's confidence), "faster" that it lies below -threshold.
// With threshold 0 this is the plain test of "no change".
#include <string>

#include "bench/hodges_lehmann.h"

namespace perftkit::bench {

enum class Verdict { faster, slower, indistinguishable };

const char* verdict_name(Verdict verdict);

// Percent change of time for a log time ratio x: (e^x - 1) * 100.
double percent_change(double log_ratio);

// `log_shift` estimates log(t_new / t_old); without an interval (too few
// rounds for the level) the verdict is indistinguishable.
Verdict judge(const ShiftEstimate& log_shift, double threshold_percent);

// "slower by 4.1 % (95 % interval 2.8-5.3 %)", "faster: 10.0 % less time (...), 1.11x the speed", or
// "indistinguishable at a 2 % threshold: +0.4 % (95 % interval -1.1 to +1.9 %)".
std::string verdict_text(Verdict verdict, const ShiftEstimate& log_shift, double level, double threshold_percent);

}  // namespace perftkit::bench
