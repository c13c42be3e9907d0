#pragma once

#include "model/JobSpec.h" // ddpw::Severity

#include <algorithm>
#include <tuple>

namespace ddpw {

// The one order of every list of problems the app and the CLI show (validate's diagnostics in
// text and JSON, the preview's list and the Open command dialog, the Diagnose cards, the Check
// step's advice): errors, then warnings, then infos; within a severity by `key` (where it is in
// the command, or root cause first), and otherwise in the order they came (stable). The banner's
// first named problem is the first of this order.
//
//   sortWorstFirst(diagnostics, [](const CommandDiagnostic& d) { return d.range.begin.offset; });
//   sortWorstFirst(suggestions);            // severity only, in the order they were made
//
// Severity is declared worst first (Error < Warning < Info): the smaller is the worse.
constexpr bool isWorse(Severity a, Severity b)
{
    return static_cast<int>(a) < static_cast<int>(b);
}

template <typename List, typename Key>
void sortWorstFirst(List& items, Key key)
{
    using Item = typename List::value_type;
    std::stable_sort(items.begin(), items.end(), [&key](const Item& a, const Item& b) {
        if (a.severity != b.severity)
            return isWorse(a.severity, b.severity);
        return key(a) < key(b);
    });
}

template <typename List>
void sortWorstFirst(List& items)
{
    sortWorstFirst(items, [](const auto&) { return 0; });
}

} // namespace ddpw
