#pragma once

#include "util/TorchVersion.h"

#include <QString>

#include <optional>

namespace ddpw {

// The torch release a container image's reference names, read from its tag where the tag says
// it: `pytorch:2.3.1`, `pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime` (a repository named
// pytorch whose tag starts with the version), or NVIDIA's `nvcr.io/nvidia/pytorch:24.05-py3`
// through the release table resources/images/ngc-pytorch-releases.tsv (written by
// tools/ngc-pytorch-releases.py from NVIDIA's documentation). Any other image, and an NGC
// release the table does not list, names no version (unlistedNgcRelease() says which it is):
// the job's torch field is then all there is.
struct ImageTorch
{
    TorchVersion version; // major.minor
    QString said;         // what the reference says: "2.3.1", or "2.4.0a0+07cecf4168 (NGC 24.05)"
};

struct JobSpec;

class ImageTorchVersion
{
public:
    static std::optional<ImageTorch> of(const QString& image);
    // The torch of an NGC PyTorch release ("24.05"), as the table has it; empty when unlisted.
    static QString ngcTorch(const QString& release);
    // The release an NGC PyTorch image names ("23.10") when the table does not list it, else empty.
    static QString unlistedNgcRelease(const QString& image);
    // The user chose an image: the job's torch version follows a tag that names a release DDP
    // Wizard supports (the command must be the image's), and stays as it was for any other.
    static void setImage(JobSpec& job, const QString& image);
};

} // namespace ddpw
