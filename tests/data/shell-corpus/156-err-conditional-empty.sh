[[ ]] || echo never
