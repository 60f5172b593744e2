def run(file, as_json):
    return 2
def check(paths):
    return 2
