select ((i=0;;)); do break; done
