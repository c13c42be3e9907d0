#include "launcher/LauncherArgsJson.h"

namespace ddpw {

nlohmann::json LauncherArgsJson::args(const LauncherParseResult& result)
{
    nlohmann::json object = nlohmann::json::object();
    for (const LauncherArgument& argument : result.arguments)
        object[argument.dest.toStdString()] = argument.value.toJson();
    return object;
}

nlohmann::json LauncherArgsJson::invocation(const LauncherParseResult& result, int line, int column)
{
    nlohmann::json scriptArgs = nlohmann::json::array();
    for (const QString& arg : result.trainingScriptArgs)
        scriptArgs.push_back(arg.toStdString());
    return {
        {"launcher", launcherKindName(result.kind).toStdString()},
        {"line", line},
        {"column", column},
        {"args", args(result)},
        {"training_script", result.hasTrainingScript ? nlohmann::json(result.trainingScript.toStdString()) : nullptr},
        {"training_script_args", scriptArgs},
    };
}

} // namespace ddpw
