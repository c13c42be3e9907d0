cd /workspace &&
