#include "cli/LauncherArgsJson.h"

#include <cmath>

namespace ddpw {

namespace {

// NaN and infinities have no JSON spelling and become null (LauncherValue::toString() still
// reports them).
nlohmann::json valueJson(const LauncherValue& value)
{
    switch (value.kind()) {
    case LauncherValue::Kind::Null: return nullptr;
    case LauncherValue::Kind::Bool: return value.toBool();
    case LauncherValue::Kind::Int:
        if (value.isBeyond64Bits()) // the nearest double, like JSON readers do anyway
            return value.toString().toDouble();
        return value.toInt();
    case LauncherValue::Kind::Float:
        if (!std::isfinite(value.toDouble()))
            return nullptr;
        return value.toDouble();
    case LauncherValue::Kind::String: return value.toString().toStdString();
    case LauncherValue::Kind::StringList: {
        nlohmann::json list = nlohmann::json::array();
        for (const QString& item : value.toStringList())
            list.push_back(item.toStdString());
        return list;
    }
    }
    return nullptr;
}

} // namespace

nlohmann::json LauncherArgsJson::args(const LauncherParseResult& result)
{
    nlohmann::json object = nlohmann::json::object();
    for (const LauncherArgument& argument : result.arguments)
        object[argument.dest.toStdString()] = valueJson(argument.value);
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
