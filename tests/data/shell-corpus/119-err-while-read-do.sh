while read line do
  echo "$line"
done < hosts.txt
