#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ddpw {

// A jq filter as jq 1.6 runs it over its input, for the start scripts that keep their hosts in
// JSON (`jq -r '.hosts[0]' cluster.json`, `jq -R 'split(",")' <<< "$VC_WORKER_HOSTS"`, `jq -rn
// 'env.VC_WORKER_HOSTS | split(",") | .[0]'`): options -r, -j, -c, -n, -R, -e, --arg NAME VALUE;
// filters joined by '|', each a path (., .name, ."name", .[N], .[], .name[N]), a literal, $NAME,
// env.NAME or $ENV.NAME, ( FILTER ), [ FILTER, ... ], { KEY: FILTER, $NAME, NAME, ... }, or one of length, keys, first,
// last, tostring, tonumber, ascii_downcase, ascii_upcase, join(S), split(S), each followed by paths. Output as jq
// writes it: strings quoted unless -r, arrays and objects indented by two (keys in their order) unless -c. Anything
// else (other builtins, an error jq would stop on, several JSON texts, JSON nested deeper than kMaxDepth) gives nullopt
// and says why.
class JqProgram
{
    Q_DECLARE_TR_FUNCTIONS(JqProgram)

public:
    using Variable = std::function<std::optional<QString>(const QString&)>;
    // args: what follows `jq` (options, the filter; no files: the caller reads them as input);
    // variable: the exported environment (env.NAME). exitStatus gets 0, or 1 under -e when the
    // last output is null or false.
    static std::optional<QString> run(const QStringList& args, const QString& input, const Variable& variable,
                                      QString* why, int* exitStatus);
    static constexpr int kMaxDepth = 256;
    // Brackets and interpolations nested in a filter (each is read and run recursively).
    static constexpr int kMaxFilterDepth = 64;
    static constexpr int kMaxOutputs = 10000;
};

} // namespace ddpw
