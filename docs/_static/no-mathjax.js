// Stand-in for MathJax (not shipped, never fetched from a CDN): formulas stay as written TeX.
