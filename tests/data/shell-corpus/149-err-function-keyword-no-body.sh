function launch
