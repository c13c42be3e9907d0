read -r a b <<<
