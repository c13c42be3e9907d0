#pragma once

#include <QString>

namespace ddpw {

// Kubernetes object names as the platform and Volcano need them: the job and role names of the
// form become pod, task and Service names.
class KubernetesName
{
public:
    static constexpr int kMaxLength = 63;

    // A DNS-1123 label: lower-case letters, digits and '-', starting and ending with a letter
    // or digit, at most 63 characters.
    static bool isDnsLabel(const QString& text);
    // The nearest DNS-1035 label (a DNS-1123 label that also starts with a letter, what a
    // Service name must be): accents dropped, anything else becomes '-', at most maxLength.
    static QString sanitize(const QString& name, int maxLength = kMaxLength);
};

} // namespace ddpw
