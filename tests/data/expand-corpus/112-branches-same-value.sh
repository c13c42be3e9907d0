# A condition only the node knows (a file of the image); both branches set the same port.
if [ -f /opt/conda/etc/profile.d/conda.sh ]; then
    PORT=29500
    ENV_NAME=conda
else
    PORT=29500
    ENV_NAME=system
fi
torchrun --nnodes=2 --master_port=$PORT t.py
