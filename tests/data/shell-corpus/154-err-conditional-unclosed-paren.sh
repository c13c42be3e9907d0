[[ ( -n $A ]] && echo x
