then echo hi
