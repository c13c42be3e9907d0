| tee train.log
