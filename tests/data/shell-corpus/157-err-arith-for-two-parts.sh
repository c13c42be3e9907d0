for ((i=0; i<3)); do echo $i; done
