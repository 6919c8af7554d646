// Easy and normal (issue 27): one decision at a time, every option of the pending point
// appraised from the seat view (knowledge.h). Easy is one-step greed with a little sense;
// normal weighs exposure by the dice, rivals' killers, blocking, and looks one roll ahead.
#pragma once

#include "knowledge.h"

#include "gangsters/policy.h"

#include <string>

namespace gangsters::ai {

struct Pick
{
    int index = 0;
    double value = 0;
    Reason reason;
};

// The option a level with `sense` takes at view.pending, and why (the hint's sentence).
Pick choose(const SeatView &view, const Sense &sense);

class GreedyPolicy final : public Policy
{
public:
    explicit GreedyPolicy(const Sense &sense) : m_sense(sense) {}
    Decision decide(const SeatView &view) override;

private:
    Sense m_sense;
};

Sense easySense();
Sense normalSense();
// Normal's refinements with the weights tuned by play against normal (docs/ai.md, "Tuned
// weights"): how hard and expert answer the points they do not search.
Weights tunedWeights();
Sense tunedSense();

} // namespace gangsters::ai
