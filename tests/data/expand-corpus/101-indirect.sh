N=VC_TASK_INDEX
torchrun t ${!N}
