print("taut-bench")
