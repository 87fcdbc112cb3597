"""The operator reference as data: one entry per operator word and special string.

The operators are listed here, the words of the language itself in ``reference_words``.

Each family is a list of tuples ``(name, summary, arguments, example, result[, board])``:
``example`` and ``result`` are SC-JSON text (numbers are doubles, ``"@BigInt 5"`` is the
BigInt 5, ``"@undefined"`` undefined), ``board`` is True when the example reads the example
game of ``reference.example_context()`` (a 4x4 board looked at from row 0, column 1, moving
left). ``reference.py`` turns these into ``ReferenceEntry`` objects; a test checks that the
names equal the evaluator's own tables and that every example gives its result. Every
result was checked against the CalcArray specification, not only against our evaluator.
"""

from __future__ import annotations

from .reference_words import CONTROL, PREAMBLE, STATE_STRINGS, TILE_STRINGS, WORDS

Row = tuple

NUMBER: list[Row] = [
    ("+", "Adds the argument to the running value.", "b (number): the number added.",
     '[3, "+", 2, "*", 4]', '20'),
    ("-", "Subtracts the argument from the running value.", "b (number): the number taken away.",
     '[10, "-", 4]', '6'),
    ("*", "Multiplies the running value by the argument.", "b (number): the factor.",
     '[6, "*", 7]', '42'),
    ("/", "Divides the running value by the argument (dividing by 0 gives Infinity).",
     "b (number): the divisor.", '[7, "/", 2]', '3.5'),
    ("%", "Remainder of a division, with the sign of the running value.",
     "b (number): the divisor; 0 gives NaN.", '[-7, "%", 3]', '-1'),
    ("mod", "Floored modulo: the remainder always has the sign of the divisor.",
     "b (number): the divisor; 0 gives 0.", '[-7, "mod", 3]', '2'),
    ("^", "Raises the running value to the power of the argument.",
     "b (number): the exponent.", '[2, "^", 10]', '1024'),
    ("**", "Same as ^: raises the running value to a power.", "b (number): the exponent.",
     '[3, "**", 2]', '9'),
    ("log", "Logarithm of the running value in the base given by the argument.",
     "b (number): the base.", '[8, "log", 2]', '3'),
    ("round", "Rounds the running value to the nearest multiple of the argument (ties go up).",
     "b (number): the multiple; missing, it is 0 and the result NaN.", '[17, "round", 5]',
     '15'),
    ("floor", "Rounds the running value down to a multiple of the argument.",
     "b (number): the multiple (1 for whole numbers).", '[17, "floor", 5]', '15'),
    ("ceil", "Rounds the running value up to a multiple of the argument.",
     "b (number): the multiple.", '[17, "ceil", 5]', '20'),
    ("ceiling", "Same as ceil: rounds up to a multiple of the argument.",
     "b (number): the multiple.", '[2.1, "ceiling", 1]', '3'),
    ("trunc", "Rounds the running value toward zero to a multiple of the argument.",
     "b (number): the multiple.", '[-17, "trunc", 5]', '-15'),
    ("abs", "Absolute value of the running value.", "none.", '[-5, "abs"]', '5'),
    ("sign", "Sign of the running value: -1, 0 or 1.", "none.", '[-5, "sign"]', '-1'),
    ("sin", "Sine of the running value in radians.", "none.", '[0, "sin"]', '0'),
    ("cos", "Cosine of the running value in radians.", "none.", '[0, "cos"]', '1'),
    ("tan", "Tangent of the running value in radians.", "none.", '[0, "tan"]', '0'),
    ("gcd", "Greatest common divisor (its sign follows the last non-zero remainder).",
     "b (number): the other number.", '[12, "gcd", 18]', '6'),
    ("lcm", "Least common multiple of the running value and the argument.",
     "b (number): the other number.", '[4, "lcm", 6]', '12'),
    ("factorial", "Factorial of the running value (rounded first; negative gives NaN).",
     "none.", '[5, "factorial"]', '120'),
    ("prime", "The n-th prime number, counting 2 as the first.", "none.", '[5, "prime"]',
     '11'),
    ("expomod", "How many times the argument divides the running value.",
     "b (number): the divisor; non-integers give -1.", '[12, "expomod", 2]', '2'),
    ("bit&", "Bitwise AND of two 32-bit integers.", "b (number): the other operand.",
     '[12, "bit&", 10]', '8'),
    ("bit|", "Bitwise OR of two 32-bit integers.", "b (number): the other operand.",
     '[12, "bit|", 10]', '14'),
    ("bit^", "Bitwise XOR of two 32-bit integers.", "b (number): the other operand.",
     '[12, "bit^", 10]', '6'),
    ("bit~", "Bitwise NOT of a 32-bit integer.", "none.", '[5, "bit~"]', '-6'),
    ("bit<<", "Shifts a 32-bit integer left by the argument.", "b (number): the shift.",
     '[1, "bit<<", 4]', '16'),
    ("bit>>", "Shifts a 32-bit integer right, keeping its sign.", "b (number): the shift.",
     '[-16, "bit>>", 2]', '-4'),
    ("bit>>>", "Shifts a 32-bit integer right as an unsigned number.",
     "b (number): the shift.", '[-16, "bit>>>", 2]', '1073741820'),
    ("rand_int", "A random whole number between the running value and the argument, both "
     "included.", "b (number): the other bound (the bounds may come in any order).",
     '[5, "rand_int", 5]', '5'),
    ("rand_float", "A random number from the smaller bound up to (not including) the larger.",
     "b (number): the other bound.", '[2, "rand_float", 2]', '2'),
]

COMPARISON: list[Row] = [
    ("=", "True if both values are equal, with no type conversion (1 and \"1\" differ; "
     "arrays compare element by element).", "b (any): the value compared.",
     '[[2, "+", 2], "=", 4]', 'true'),
    ("!=", "True if the values are not strictly equal.", "b (any): the value compared.",
     '[1, "!=", "1"]', 'true'),
    (">", "True if the running value is greater than the argument (JavaScript comparison).",
     "b (any): the value compared; a number and a numeric text compare as numbers.",
     '[5, ">", 3]', 'true'),
    ("<", "True if the running value is less than the argument.",
     "b (any): the value compared.", '["10", "<", 9]', 'false'),
    (">=", "True if the running value is greater than or equal to the argument.",
     "b (any): the value compared.", '[3, ">=", 3]', 'true'),
    ("<=", "True if the running value is less than or equal to the argument.",
     "b (any): the value compared.", '[4, "<=", 3]', 'false'),
    ("max", "The larger of the running value and the argument, returned unchanged.",
     "b (any): the other value.", '[3, "max", 8]', '8'),
    ("min", "The smaller of the running value and the argument, returned unchanged.",
     "b (any): the other value.", '[3, "min", 8]', '3'),
    ("1st", "Keeps the running value (the argument is still evaluated).",
     "b (any): evaluated, then dropped.", '[1, "1st", 2]', '1'),
    ("first", "Same as 1st: keeps the running value.", "b (any): evaluated, then dropped.",
     '[1, "first", 2]', '1'),
    ("2nd", "Replaces the running value by the argument.", "b (any): the new value.",
     '[1, "2nd", 2]', '2'),
    ("second", "Same as 2nd: replaces the running value by the argument.",
     "b (any): the new value.", '[1, "second", "x"]', '"x"'),
]

BOOLEAN: list[Row] = [
    ("&&", "Logical AND; when the running value is false the argument is not evaluated.",
     "b (boolean): any value, read as true or false (0, \"\", null are false).",
     '[1, "&&", "x"]', 'true'),
    ("&&nsc", "Logical AND that always evaluates its argument (no short circuit).",
     "b (boolean): any value, read as true or false.", '[true, "&&nsc", 0]', 'false'),
    ("||", "Logical OR; when the running value is true the argument is not evaluated.",
     "b (boolean): any value, read as true or false.", '[false, "||", 1]', 'true'),
    ("||nsc", "Logical OR that always evaluates its argument.",
     "b (boolean): any value, read as true or false.", '[0, "||nsc", 0]', 'false'),
    ("!", "Logical NOT of the running value.", "none.", '[0, "!"]', 'true'),
]

STRING: list[Row] = [
    ("str_char", "The character at an index (negative counts from the end).",
     "b (number): the index.", '["hello", "str_char", 1]', '"e"'),
    ("str_concat", "Appends the argument's text to the running value's text.",
     "b (string): the text appended.", '["ab", "str_concat", "cd"]', '"abcd"'),
    ("str_concat_front", "Puts the argument's text in front of the running value's text.",
     "b (string): the text put in front.", '["ab", "str_concat_front", "cd"]', '"cdab"'),
    ("str_length", "The number of characters of the text.", "none.",
     '["hello", "str_length"]', '5'),
    ("str_slice", "The part of the text from start up to (not including) end.",
     "b, c (number): start and end; negative counts from the end; a missing end is 0.",
     '["hello", "str_slice", 1, 3]', '"el"'),
    ("str_substr", "The part of the text from start with the given length.",
     "b, c (number): start (negative from the end) and length.",
     '["hello", "str_substr", 1, 3]', '"ell"'),
    ("str_replace", "Replaces the first occurrence of the argument by the text \"undefined\" "
     "(it takes one argument only).", "b (string): the text searched for.",
     '["abc", "str_replace", "b", "x"]', '"aundefinedc"'),
    ("str_indexOf", "Position of the first occurrence of the argument, -1 if absent.",
     "b (any): the text searched for.", '["hello", "str_indexOf", "l"]', '2'),
    ("str_lastIndexOf", "Position of the last occurrence of the argument, -1 if absent.",
     "b (any): the text searched for.", '["hello", "str_lastIndexOf", "l"]', '3'),
    ("str_indexOfFrom", "Position of the first occurrence at or after a start index; the index "
     "entry is read but not removed.", "b (any): the text searched for; c (number): the start "
     "(then taken as the next operator, which does nothing).",
     '["hello", "str_indexOfFrom", "l", 3]', '3'),
    ("str_lastIndexOfFrom", "Position of the last occurrence at or before a start index; the "
     "index entry is read but not removed.", "b (any): the text searched for; c (number): the "
     "start (then taken as the next operator).", '["hello", "str_lastIndexOfFrom", "l", 2]',
     '2'),
    ("str_includes", "True if the argument occurs in the text.",
     "b (string): the text searched for.", '["hello", "str_includes", "ell"]', 'true'),
    ("str_splice", "Removes some characters at a position and inserts a text there.",
     "b (number): start; c (number): how many to remove; d (string): the text inserted.",
     '["hello", "str_splice", -2, 1, "Z"]', '"helZo"'),
    ("str_toUpperCase", "The text in upper case.", "none.", '["Hi", "str_toUpperCase"]',
     '"HI"'),
    ("str_toLowerCase", "The text in lower case.", "none.", '["Hi", "str_toLowerCase"]',
     '"hi"'),
    ("str_split", "Splits the text at every separator into an array of texts.",
     "b (string): the separator; \"\" splits into characters.",
     '["a,b", "str_split", ","]', '["a", "b"]'),
]

ARRAY: list[Row] = [
    ("arr_elem", "The element at an index (negative counts from the end).",
     "b (number): the index; out of range gives undefined.",
     '[["@Literal", 5, 6, 7], "arr_elem", -1]', '7'),
    ("arr_edit_elem", "A copy of the array with the element at an index replaced.",
     "b (number): the index (past the end adds holes); c (any): the new element.",
     '[["@Literal", 5, 6], "arr_edit_elem", 0, 9]', '[9, 6]'),
    ("arr_length", "The number of elements.", "none.", '[["@Literal", 5, 6, 7], "arr_length"]',
     '3'),
    ("arr_push", "A copy with the argument added at the end (an array is added as one "
     "element).", "b (any): the element added.", '[["@Literal", 1], "arr_push", 2]', '[1, 2]'),
    ("arr_unshift", "A copy with the argument added at the front.",
     "b (any): the element added.", '[["@Literal", 1], "arr_unshift", 2]', '[2, 1]'),
    ("arr_pop", "A copy without the last element.", "none.",
     '[["@Literal", 1, 2, 3], "arr_pop"]', '[1, 2]'),
    ("arr_shift", "A copy without the first element.", "none.",
     '[["@Literal", 1, 2, 3], "arr_shift"]', '[2, 3]'),
    ("arr_concat", "The running array followed by the argument's elements.",
     "b (array): the elements added (a single value counts as a one-element array).",
     '[["@Literal", 1], "arr_concat", ["@Literal", 2, 3]]', '[1, 2, 3]'),
    ("arr_concat_front", "The argument's elements followed by the running array.",
     "b (array): the elements put in front.",
     '[["@Literal", 1], "arr_concat_front", ["@Literal", 2, 3]]', '[2, 3, 1]'),
    ("arr_flat", "Flattens nested arrays to the given depth.",
     "b (array): the depth (Infinity flattens everything; missing means 0).",
     '[["@Literal", 1, [2, [3]]], "arr_flat", 1]', '[1, 2, [3]]'),
    ("arr_splice", "A copy with some elements removed at a position and the elements of the "
     "third argument inserted.", "b (number): start; c (number): how many to remove; "
     "d (array): the elements inserted.",
     '[["@Literal", 1, 2, 3], "arr_splice", 1, 1, ["@Literal", 8, 9]]', '[1, 8, 9, 3]'),
    ("arr_slice", "The elements from start up to (not including) end.",
     "b, c (number): start and end; negative counts from the end; a missing end is 0.",
     '[["@Literal", 1, 2, 3, 4], "arr_slice", 1, 3]', '[2, 3]'),
    ("arr_indexOf", "Index of the first element equal to the argument, -1 if none.",
     "b (any): the value searched for (arrays by value).",
     '[["@Literal", 5, 6, 5], "arr_indexOf", 5]', '0'),
    ("arr_lastIndexOf", "Index of the last element equal to the argument, -1 if none.",
     "b (any): the value searched for.", '[["@Literal", 5, 6, 5], "arr_lastIndexOf", 5]', '2'),
    ("arr_indexOfFrom", "Like arr_indexOf but starting at an index; the index entry is read but "
     "not removed.", "b (any): the value; c (number): the start (then taken as the next "
     "operator).", '[["@Literal", 5, 6, 5], "arr_indexOfFrom", 5, 1]', '2'),
    ("arr_lastIndexOfFrom", "Like arr_lastIndexOf but searching backwards from an index; the "
     "index entry is read but not removed.", "b (any): the value; c (number): the start.",
     '[["@Literal", 5, 6, 5], "arr_lastIndexOfFrom", 5, 1]', '0'),
    ("arr_includes", "True if some element equals the argument wrapped in an array (so a plain "
     "value is searched as [value]).", "b (array): the value searched for, wrapped.",
     '[["@Literal", [2], 3], "arr_includes", 2]', 'true'),
    ("arr_reverse", "A reversed copy.", "none.", '[["@Literal", 1, 2, 3], "arr_reverse"]',
     '[3, 2, 1]'),
    ("arr_copy", "A copy of the array (a single value becomes a one-element array).", "none.",
     '[7, "arr_copy"]', '[7]'),
    ("arr_binarySearch", "Index of a value in an ascending array found by binary search, -1 if "
     "absent.", "b (any): the value searched for.",
     '[["@Literal", 1, 3, 5, 7], "arr_binarySearch", 5]', '2'),
    ("arr_binaryInsert", "A copy of an ascending array with the value inserted in order.",
     "b (any): the value inserted.", '[["@Literal", 1, 3, 5], "arr_binaryInsert", 4]',
     '[1, 3, 4, 5]'),
    ("arr_eqRearrange", "True if every element of the argument can be matched to a different "
     "equal element of the running array.", "b (array): the elements looked for.",
     '[["@Literal", 1, 2], "arr_eqRearrange", ["@Literal", 2, 1]]', 'true'),
    ("weightedRandomArrayEntry", "A random element, each element's chance given by its weight.",
     "b (array): the weights, one per element.",
     '[["@Literal", "a", "b", "c"], "weightedRandomArrayEntry", ["@Literal", 0, 1, 0]]',
     '"b"'),
    ("multicolor", "Helper of the multicolour-tiles modifier: checks that the colours after "
     "the first element form complete rounds of 0..count-1 and gives the first element or the "
     "next colour (-1 when they do not).", "b (array): the number of colours (first element).",
     '[["@Literal", 5, 0, 1], "multicolor", 2]', '5'),
]

FUNCTIONAL: list[Row] = [
    ("arr_sort", "Sorts a copy of the array with a comparator expression (@Var -2 and @Var -1 "
     "are the two elements; a negative result puts the first one first).",
     "b (expression, not evaluated): the comparator.",
     '[["@Literal", 3, 1, 2], "arr_sort", ["@Var -2", "-", "@Var -1"]]', '[1, 2, 3]'),
    ("arr_map", "Runs an expression on every element and collects the results (@Var -1 is the "
     "element, @Var -2 its index).", "b (expression, not evaluated): run once per element.",
     '[["@Literal", 1, 2, 3], "arr_map", ["@Var -1", "*", 10]]', '[10, 20, 30]'),
    ("arr_filter", "Keeps the elements for which an expression gives a truthy value.",
     "b (expression, not evaluated): @Var -1 is the element, @Var -2 its index.",
     '[["@Literal", 1, 2, 3, 4], "arr_filter", ["@Var -1", ">", 2]]', '[3, 4]'),
    ("arr_reduce", "Folds the array from the left: the accumulator is the running value at the "
     "start of the expression, @Var -1 the element.", "b (any): the initial accumulator; "
     "c (expression, not evaluated): continues from the accumulator.",
     '[["@Literal", 1, 2, 3, 4], "arr_reduce", 0, ["+", "@Var -1"]]', '10'),
    ("arr_reduceRight", "Folds the array from the right, like arr_reduce.",
     "b (any): the initial accumulator (an array one is evaluated as an expression each "
     "call); c (expression, not evaluated).",
     '[["@Literal", 1, 2, 3], "arr_reduceRight", "", ["str_concat", "@Var -1"]]', '"321"'),
    ("arr_binarySearchCF", "Binary search with a comparator expression (@Var -2 the element, "
     "@Var -1 the target).", "b (any): the target; c (expression, not evaluated): gives "
     "negative, 0 or positive.",
     '[["@Literal", 1, 3, 5, 7], "arr_binarySearchCF", 5, ["@Var -2", "-", "@Var -1"]]', '2'),
    ("arr_binaryInsertCF", "Inserts the target into an ordered copy using a comparator "
     "expression.", "b (any): the value inserted; c (expression, not evaluated): the "
     "comparator.",
     '[["@Literal", 1, 3, 5], "arr_binaryInsertCF", 4, ["@Var -2", "-", "@Var -1"]]',
     '[1, 3, 4, 5]'),
    ("CalcArray", "Evaluates the running array as an expression.", "none (the running value is "
     "the expression, usually written as a literal).",
     '[["@Literal", 1, "+", 2], "CalcArray"]', '3'),
    ("CalcArrayParent", "Runs the argument expression with the running value put in front of "
     "it, in a fresh evaluation without context.", "b (expression, not evaluated): continues "
     "from the running value.", '[10, "CalcArrayParent", ["*", 2]]', '20'),
]

BIGINT: list[Row] = [
    ("+B", "Adds two BigInts exactly.", "b (bigint): the number added.",
     '["@BigInt 9007199254740993", "+B", 1]', '"@BigInt 9007199254740994"'),
    ("-B", "Subtracts two BigInts exactly.", "b (bigint): the number taken away.",
     '[10, "-B", 4]', '"@BigInt 6"'),
    ("*B", "Multiplies two BigInts exactly.", "b (bigint): the factor.",
     '[4294967296, "*B", 4294967296]', '"@BigInt 18446744073709551616"'),
    ("/B", "BigInt division rounded toward zero (divisor 0 is an error).",
     "b (bigint): the divisor.", '[-14, "/B", 3]', '"@BigInt -4"'),
    ("%B", "BigInt remainder with the sign of the running value (divisor 0 is an error).",
     "b (bigint): the divisor.", '[-14, "%B", 3]', '"@BigInt -2"'),
    ("modB", "Floored BigInt modulo (sign of the divisor; divisor 0 gives 0).",
     "b (bigint): the divisor.", '[-14, "modB", 3]', '"@BigInt 1"'),
    ("^B", "BigInt power (a negative exponent is an error).", "b (bigint): the exponent.",
     '[2, "^B", 64]', '"@BigInt 18446744073709551616"'),
    ("**B", "Same as ^B: BigInt power.", "b (bigint): the exponent.", '[3, "**B", 3]',
     '"@BigInt 27"'),
    ("absB", "Absolute value of a BigInt.", "none.", '[-5, "absB"]', '"@BigInt 5"'),
    ("signB", "Sign of a BigInt as -1n, 0n or 1n.", "none.", '[-5, "signB"]', '"@BigInt -1"'),
    ("gcdB", "Greatest common divisor of two BigInts.", "b (bigint): the other number.",
     '[12, "gcdB", -18]', '"@BigInt -6"'),
    ("lcmB", "Least common multiple of two BigInts.", "b (bigint): the other number.",
     '[4, "lcmB", 6]', '"@BigInt 12"'),
    ("factorialB", "Exact factorial (a negative value gives the number NaN).", "none.",
     '[25, "factorialB"]', '"@BigInt 15511210043330985984000000"'),
    ("primeB", "The n-th prime as a BigInt.", "none.", '[10, "primeB"]', '"@BigInt 29"'),
    ("expomodB", "How many times the argument divides the running value (0 or a divisor 1 "
     "give -1n).", "b (bigint): the divisor.", '[48, "expomodB", 2]', '"@BigInt 4"'),
    ("bit&B", "Bitwise AND of unbounded integers.", "b (bigint): the other operand.",
     '[12, "bit&B", 10]', '"@BigInt 8"'),
    ("bit|B", "Bitwise OR of unbounded integers.", "b (bigint): the other operand.",
     '[12, "bit|B", 10]', '"@BigInt 14"'),
    ("bit^B", "Bitwise XOR of unbounded integers.", "b (bigint): the other operand.",
     '[12, "bit^B", 10]', '"@BigInt 6"'),
    ("bit~B", "Bitwise NOT of an unbounded integer.", "none.", '[5, "bit~B"]',
     '"@BigInt -6"'),
    ("bit<<B", "Shifts a BigInt left (a negative count shifts right).",
     "b (bigint): the shift.", '[1, "bit<<B", 70]', '"@BigInt 1180591620717411303424"'),
    ("bit>>B", "Shifts a BigInt right, rounding toward minus infinity.",
     "b (bigint): the shift.", '[-17, "bit>>B", 2]', '"@BigInt -5"'),
    ("bit>>>B", "Unsigned right shift: always an error for BigInts; use bit>>B instead.",
     "b (bigint): the shift.", '[-17, "bit>>B", 2]', '"@BigInt -5"'),
    ("roundB", "Rounds a BigInt to the nearest multiple of the argument (ties up).",
     "b (bigint): the multiple; 0 is an error.", '[15, "roundB", 10]', '"@BigInt 20"'),
    ("floorB", "Rounds a BigInt down to a multiple of the argument.",
     "b (bigint): the multiple.", '[17, "floorB", 5]', '"@BigInt 15"'),
    ("ceilB", "Rounds a BigInt up to a multiple of the argument.", "b (bigint): the multiple.",
     '[17, "ceilB", 5]', '"@BigInt 20"'),
    ("ceilingB", "Same as ceilB: rounds up to a multiple.", "b (bigint): the multiple.",
     '[11, "ceilingB", 5]', '"@BigInt 15"'),
    ("rootB", "Integer b-th root, rounded down.", "b (bigint): which root (1 or more).",
     '[30, "rootB", 3]', '"@BigInt 3"'),
    ("logB", "Integer logarithm: the largest e with base^e at most the running value.",
     "b (bigint): the base (2 or more).", '[1000, "logB", 10]', '"@BigInt 3"'),
    ("perfectPowerFormB", "Writes the value as [base, exponent, sign] with the largest exponent "
     "up to the bound.", "b (bigint): the largest exponent tried (missing means none).",
     '[64, "perfectPowerFormB", 10]', '["@BigInt 2", "@BigInt 6", "@BigInt 1"]'),
    ("rand_bigint", "A random BigInt between the running value and the argument, both "
     "included (found by repeated halving, so not uniformly drawn).",
     "b (bigint): the other bound.", '[7, "rand_bigint", 7]', '"@BigInt 7"'),
]

NUMBER_THEORY: list[Row] = [
    ("primeFactorizeB", "Prime factorisation as a list (form 0: exponents of 2, 3, 5, ...; "
     "form 1: [prime, exponent] pairs; form 2: the factors).", "b (number): the form.",
     '[84, "primeFactorizeB", 2]', '["@BigInt 2", "@BigInt 2", "@BigInt 3", "@BigInt 7"]'),
    ("primeDefactorizeB", "The inverse of primeFactorizeB: the number a factor list stands "
     "for.", "b (number): the form of the list (0, 1 or 2).",
     '[["@Literal", "@BigInt 2", "@BigInt 1"], "primeDefactorizeB", 0]', '"@BigInt 12"'),
    ("factorAmountB", "The number of positive divisors.", "none.", '[12, "factorAmountB"]',
     '"@BigInt 6"'),
    ("factorListB", "The sorted list of positive divisors.", "none.", '[-12, "factorListB"]',
     '["@BigInt 1", "@BigInt 2", "@BigInt 3", "@BigInt 4", "@BigInt 6", "@BigInt 12"]'),
    ("baseConvertB", "The value written in another base, as text.",
     "b (array): a base (one number) or a list of digit strings whose length is the base.",
     '[255, "baseConvertB", 16]', '"FF"'),
    ("baseDeconvertB", "Reads a text as a number in another base.",
     "b (array): a base or a list of digit strings.", '["FF", "baseDeconvertB", 16]',
     '"@BigInt 255"'),
    ("basebit&B", "Digit-wise minimum of two numbers written in a base.",
     "b (bigint): the other number; c (bigint): the base.", '[12, "basebit&B", 10, 2]',
     '"@BigInt 8"'),
    ("basebit|B", "Digit-wise maximum of two numbers written in a base.",
     "b (bigint): the other number; c (bigint): the base.", '[12, "basebit|B", 10, 2]',
     '"@BigInt 14"'),
    ("basebit^B", "Digit-wise sum modulo the base of two numbers written in that base.",
     "b (bigint): the other number; c (bigint): the base.", '[12, "basebit^B", 10, 2]',
     '"@BigInt 6"'),
    ("basebit~B", "Replaces each digit d by (base - d) mod base.", "b (bigint): the base.",
     '[12, "basebit~B", 10]', '"@BigInt 98"'),
]

GAUSSIAN: list[Row] = [
    ("reGB", "Real part of a Gaussian integer, as a BigInt.", "none.", '["3+4i", "reGB"]',
     '"@BigInt 3"'),
    ("imGB", "Imaginary part of a Gaussian integer, as a BigInt.", "none.",
     '["3+4i", "imGB"]', '"@BigInt 4"'),
    ("+GB", "Adds two Gaussian integers.", "b (gaussian): the number added.",
     '["3+4i", "+GB", "1-i"]', '"@GaussianBigInt 4 3"'),
    ("-GB", "Subtracts two Gaussian integers.", "b (gaussian): the number taken away.",
     '["3+4i", "-GB", "1-i"]', '"@GaussianBigInt 2 5"'),
    ("*GB", "Multiplies two Gaussian integers.", "b (gaussian): the factor.",
     '["1+i", "*GB", "1+i"]', '"@GaussianBigInt 0 2"'),
    ("/GB", "Gaussian division with each part rounded toward zero.",
     "b (gaussian): the divisor (0 is an error).", '["7+3i", "/GB", "1+i"]',
     '"@GaussianBigInt 5 -2"'),
    ("/mGB", "Exact Gaussian division after removing the remainder.",
     "b (gaussian): the divisor.", '["7+3i", "/mGB", "2+i"]', '"@GaussianBigInt 3 0"'),
    ("modGB", "Gaussian remainder (the smallest-norm one the engine's passes find).",
     "b (gaussian): the divisor (0 is an error).", '[5, "modGB", 3]',
     '"@GaussianBigInt -1 0"'),
    ("^GB", "Gaussian power.", "b (bigint): the exponent (negative is an error).",
     '["1+i", "^GB", 2]', '"@GaussianBigInt 0 2"'),
    ("**GB", "Same as ^GB: Gaussian power.", "b (bigint): the exponent.",
     '["i", "**GB", 2]', '"@GaussianBigInt -1 0"'),
    ("normGB", "The norm re² + im² as a BigInt.", "none.", '["3+4i", "normGB"]',
     '"@BigInt 25"'),
    ("normGGB", "The norm as a Gaussian integer.", "none.", '["3+4i", "normGGB"]',
     '"@GaussianBigInt 25 0"'),
    ("negGB", "The negated Gaussian integer.", "none.", '["3+4i", "negGB"]',
     '"@GaussianBigInt -3 -4"'),
    ("conjGB", "The complex conjugate.", "none.", '["3+4i", "conjGB"]',
     '"@GaussianBigInt 3 -4"'),
    ("rot90GB", "Multiplies by i (a quarter turn).", "none.", '["3+4i", "rot90GB"]',
     '"@GaussianBigInt -4 3"'),
    ("rot270GB", "Multiplies by -i (three quarter turns).", "none.", '["3+4i", "rot270GB"]',
     '"@GaussianBigInt 4 -3"'),
    ("toFirstQuadrantGB", "The associate with a positive real part and a non-negative "
     "imaginary part.", "none.", '["-3-4i", "toFirstQuadrantGB"]', '"@GaussianBigInt 3 4"'),
    ("firstQuadrantUnitGB", "The unit that turns the value into the first quadrant.", "none.",
     '["-3-4i", "firstQuadrantUnitGB"]', '"@GaussianBigInt -1 0"'),
    ("gcdGB", "Greatest common divisor of two Gaussian integers (first quadrant).",
     "b (gaussian): the other number.", '["4+2i", "gcdGB", "2"]', '"@GaussianBigInt 2 0"'),
    ("lcmGB", "Least common multiple of two Gaussian integers (first quadrant).",
     "b (gaussian): the other number.", '["2", "lcmGB", "3"]', '"@GaussianBigInt 6 0"'),
    ("expomodGB", "Multiplicity of one Gaussian integer in another; only 0 works (-1n), every "
     "other value is an error in the engine.", "b (gaussian): the divisor.",
     '[0, "expomodGB", 2]', '"@BigInt -1"'),
    ("phaseGB", "The angle of the value in radians.", "none.", '["i", "phaseGB"]',
     '1.5707963267948966'),
    ("gaussianSort", "Compares two Gaussian integers (-1, 0 or 1): by norm, then quadrant, "
     "then re + im, then im.", "b (gaussian): the other number.", '["3", "gaussianSort", "1+i"]',
     '1'),
    ("ipowGB", "i to the power of the running value, as a Gaussian integer.", "none.",
     '[3, "ipowGB"]', '"@GaussianBigInt 0 -1"'),
    ("gaussian_prime", "The n-th Gaussian prime in the engine's order (1+i, 2+i, 1+2i, 3, "
     "...). Like the reference, it also removes the entry after it (converted, unused).",
     "b (bigint): ignored.", '[4, "gaussian_prime", 0]', '"@GaussianBigInt 3 0"'),
    ("primeGB", "Listed but unimplemented: returns the running value unconverted.", "none.",
     '["2+i", "primeGB"]', '"2+i"'),
]

RATIONAL: list[Row] = [
    ("numeratorBR", "Numerator of the fraction in lowest terms, as a BigInt.", "none.",
     '["-6/8", "numeratorBR"]', '"@BigInt -3"'),
    ("denominatorBR", "Denominator of the fraction in lowest terms, as a BigInt.", "none.",
     '["-6/8", "denominatorBR"]', '"@BigInt 4"'),
    ("+BR", "Adds two exact fractions.", "b (rational): the number added.",
     '["1/2", "+BR", "1/3"]', '"@BigRational 5 6"'),
    ("-BR", "Subtracts two exact fractions.", "b (rational): the number taken away.",
     '["1/2", "-BR", "1/3"]', '"@BigRational 1 6"'),
    ("*BR", "Multiplies two exact fractions.", "b (rational): the factor.",
     '["2/3", "*BR", "3/4"]', '"@BigRational 1 2"'),
    ("/BR", "Divides two exact fractions (x/0 is Infinity).", "b (rational): the divisor.",
     '["1/2", "/BR", "1/4"]', '"@BigRational 2 1"'),
    ("modBR", "Floored modulo of exact fractions.", "b (rational): the divisor.",
     '["7/2", "modBR", 1]', '"@BigRational 1 2"'),
    ("^BR", "Integer power of a fraction (negative exponents invert).",
     "b (bigint): the exponent.", '["2/3", "^BR", 2]', '"@BigRational 4 9"'),
    ("**BR", "Same as ^BR: integer power of a fraction.", "b (bigint): the exponent.",
     '["2/3", "**BR", -1]', '"@BigRational 3 2"'),
    ("negBR", "The negated fraction.", "none.", '["1/2", "negBR"]', '"@BigRational -1 2"'),
    ("recipBR", "The reciprocal (0 gives Infinity).", "none.", '["2/3", "recipBR"]',
     '"@BigRational 3 2"'),
    ("absBR", "Absolute value of a fraction.", "none.", '["-1/2", "absBR"]',
     '"@BigRational 1 2"'),
    ("signBR", "Sign of a fraction as a number (-1, 0, 1; NaN for NaN).", "none.",
     '["-1/2", "signBR"]', '-1'),
    ("roundBR", "Rounds a fraction to the nearest multiple of the argument (ties up).",
     "b (rational): the multiple.", '["7/3", "roundBR", "1/2"]', '"@BigRational 5 2"'),
    ("floorBR", "Rounds a fraction down to a multiple of the argument.",
     "b (rational): the multiple.", '["7/3", "floorBR", 1]', '"@BigRational 2 1"'),
    ("ceilBR", "Rounds a fraction up to a multiple of the argument.",
     "b (rational): the multiple.", '["7/3", "ceilBR", 1]', '"@BigRational 3 1"'),
    ("ceilingBR", "Same as ceilBR: rounds up to a multiple.", "b (rational): the multiple.",
     '["1/3", "ceilingBR", "1/2"]', '"@BigRational 1 2"'),
    ("gcdBR", "Greatest common divisor of two fractions (never negative).",
     "b (rational): the other number.", '["1/2", "gcdBR", "1/3"]', '"@BigRational 1 6"'),
    ("lcmBR", "Least common multiple of two fractions (never negative).",
     "b (rational): the other number.", '["1/2", "lcmBR", "1/3"]', '"@BigRational 1 1"'),
    ("expomodBR", "Multiplicity of the argument in the fraction (may be negative).",
     "b (rational): the base.", '["3/8", "expomodBR", 2]', '"@BigRational -3 1"'),
    ("perfectPowerFormBR", "Writes a fraction as [base, exponent, sign] with the largest "
     "exponent up to the bound.", "b (bigint): the largest exponent allowed.",
     '["64/729", "perfectPowerFormBR", 100]', '["@BigRational 2 3", "@BigInt 6", 1]'),
    ("^RBR", "A fraction raised to a fractional power, rounded to a multiple of the third "
     "entry.", "b (rational): the exponent; c (rational): the rounding step.",
     '[2, "^RBR", "1/2", "1/1000"]', '"@BigRational 707 500"'),
    ("**RBR", "Same as ^RBR: fractional power rounded to a step.",
     "b (rational): the exponent; c (rational): the rounding step.",
     '[9, "**RBR", "1/2", "1/10"]', '"@BigRational 3 1"'),
    ("logRBR", "Logarithm in a base, rounded to a multiple of the third entry.",
     "b (rational): the base; c (rational): the rounding step.",
     '[8, "logRBR", 2, "1/100"]', '"@BigRational 3 1"'),
    ("sinRBR", "Sine (radians) rounded to a multiple of the argument.",
     "b (rational): the rounding step.", '[0, "sinRBR", "1/100"]', '"@BigRational 0 1"'),
    ("cosRBR", "Cosine (radians) rounded to a multiple of the argument.",
     "b (rational): the rounding step.", '[0, "cosRBR", "1/100"]', '"@BigRational 1 1"'),
]

DIVE: list[Row] = [
    ("DIVESeedUnlock", "Divides a DIVE tile by its seeds as long as they divide it (the mode "
     "picks the order or searches for the smallest/largest end value).",
     "b (array): the seeds, as BigInts; c (number): the mode 0-4.",
     '["@BigInt 72", "DIVESeedUnlock", ["@Literal", "@BigInt 4", "@BigInt 6"], 0]',
     '"@BigInt 2"'),
    ("GaussianDIVESeedUnlock", "The Gaussian-integer version of DIVESeedUnlock.",
     "b (array): the seeds; c (number): the mode; d (boolean): normalise to the first "
     "quadrant.", '[0, "GaussianDIVESeedUnlock", ["@Literal", 2], 0, true]', '"@BigInt 1"'),
    ("customDIVESeedUnlock", "DIVESeedUnlock for any number system: eight function entries "
     "say how to multiply, divide, test divisibility, sort, test coprimality, what one is, "
     "which values are valid and which seeds count as one.", "b (any): the seeds; "
     "c (number): the mode 0-4; then eight expressions (not evaluated): multiplication, "
     "division, modZero, sortFunc, coprime, one (a value), valid, isOne.",
     '["@BigInt 72", "customDIVESeedUnlock", ["@Literal", "@BigInt 4", "@BigInt 6"], 0, '
     '["@Var -2", "*B", "@Var -1"], ["@Var -2", "/B", "@Var -1"], '
     '["@Var -2", "modB", "@Var -1", "=", "@BigInt 0"], ["@Var -2", "-B", "@Var -1", "Number"], '
     '["@Var -2", "gcdB", "@Var -1", "=", "@BigInt 1"], "@BigInt 1", '
     '["@Var -1", ">", "@BigInt 0"], ["@Var -1", "=", "@BigInt 1"]]', '"@BigInt 2"'),
]

CONVERSION: list[Row] = [
    ("Number", "Converts the value to a number (text is parsed; NaN becomes 0).", "none.",
     '["12", "Number"]', '12'),
    ("String", "Converts the value to text (arrays are joined with commas, no brackets).",
     "none.", '[["@Literal", 1, [2, 3], "a"], "String"]', '"1,2,3,a"'),
    ("Boolean", "Converts the value to true or false (0, \"\", null, undefined are false; "
     "every array is true).", "none.", '["0", "Boolean"]', 'true'),
    ("Array", "Wraps the value in a one-element array.", "none.", '[5, "Array"]', '[5]'),
    ("BigInt", "Converts the value to a BigInt (rounding numbers; failures give 0n).", "none.",
     '[3.5, "BigInt"]', '"@BigInt 4"'),
    ("GaussianBigInt", "Converts the value to a Gaussian integer (an array gives its first two "
     "elements).", "none.", '[["@Literal", 2, 3, 4], "GaussianBigInt"]',
     '"@GaussianBigInt 2 3"'),
    ("BigRational", "Converts the value to an exact fraction (a special string is not resolved "
     "first).", "none.", '["6/-8", "BigRational"]', '"@BigRational -3 4"'),
    ("typeof", "The name of the value's type: number, string, boolean, array, bigint, "
     "gaussianbigint, bigrational, undefined or object (null).", "none.",
     '[["@Literal", 1], "typeof"]', '"array"'),
]

DISPLAY: list[Row] = [
    ("defaultAbbrev", "The number written as the game shows it on a tile (commas, 3 decimals, "
     "scientific form when tiny or huge).", "none.", '[12345.6789, "defaultAbbrev"]',
     '"12,345.679"'),
    ("defaultAbbrevB", "A BigInt written with commas.", "none.",
     '[1234567, "defaultAbbrevB"]', '"1,234,567"'),
    ("defaultAbbrevGB", "A Gaussian integer written as a+bi with commas.", "none.",
     '["12345-67890i", "defaultAbbrevGB"]', '"12,345-67,890i"'),
    ("defaultAbbrevBR", "A fraction written as a mixed number.", "none.",
     '["7/2", "defaultAbbrevBR"]', '"3 1/2"'),
    ("defaultAbbrevAny", "The display text of any value (text, booleans and arrays are kept).",
     "none.", '[0.05, "defaultAbbrevAny"]', '["@TextE", "5", " × 10", ["@Superscript", -2]]'),
    ("evaluateColor", "Turns a colour expression (@RGBA, @HSLA, gradients) into CSS text.",
     "none (the running value is the colour expression).",
     '[["@Literal", "@RGBA", 255, 0, 0, 1], "evaluateColor"]', '"rgba(255, 0, 0, 1)"'),
    ("deevaluateColor", "Turns CSS colour text back into a colour expression.", "none.",
     '["rgb(1, 2, 3)", "deevaluateColor"]', '["@RGBA", 1, 2, 3, 1]'),
]

OUTPUT: list[Row] = [
    ("ignore", "Does nothing with its argument: used for comments.",
     "b (none): evaluated if it is an array (side effects happen), else skipped.",
     '[5, "ignore", "this is a comment", "+", 1]', '6'),
    ("output", "Shows the argument below the game and keeps the running value.",
     "b (any): what is shown.", '[5, "output", "hello"]', '5'),
    ("console.log", "Logs the argument and keeps the running value.",
     "b (any): what is logged.", '[5, "console.log", "hello"]', '5'),
    ("announce", "Shows a message for a while; the duration entry is read but not removed "
     "(it becomes the next, do-nothing operator).", "b (any): the message; c (number): the "
     "duration in ms.", '[7, "announce", "message", 1000, "+", 1]', '7'),
]

GAME: list[Row] = [
    ("@add_score", "Adds the argument to the game's score and keeps the running value.",
     "b (number): the points added.", '[1, "@add_score", 5, "2nd", "@Score"]', '125', True),
    ("@primesUpdate", "Extends the engine's prime list up to the argument and keeps the "
     "running value.", "b (bigint): the bound.",
     '[0, "@primesUpdate", 20, "2nd", ["@Primes", "arr_length"]]', '8'),
    ("@ScriptSignal", "Adds the argument to the engine's list of script signals (unless the same "
     "value is already there) and keeps the running value.",
     "b (any): the signal, e.g. a text the mode's scripts wait for.",
     '[5, "@ScriptSignal", "go"]', '5'),
    ("tileValue", "The mode's tile value of the game-grid cell at (running value, argument).",
     "b (number): the column; the running value is the row.", '[0, "tileValue", 3]', '8',
     True),
    ("mergeRuleApplies", "True if merge rule number a applies at the current tile (the "
     "engine's own test; with no engine attached, as in this example, always false).",
     "b (number): the starting offset.", '[0, "mergeRuleApplies", 0]', 'false', True),
    ("mergeRuleApplies_nonRecursive", "mergeRuleApplies with every mergeRuleApplies inside the "
     "rule replaced by false (false with no engine attached).",
     "b (number): the starting offset.", '[0, "mergeRuleApplies_nonRecursive", 0]', 'false',
     True),
    ("discoveredTilesFilter", "Runs the mode's discovered-tiles filter on the value.", "none.",
     '[[5], "discoveredTilesFilter"]', '5'),
]

#: family key -> (title shown in the docs, entries); the order is the order of the docs.
FAMILIES: dict[str, tuple[str, list[Row]]] = {
    "number": ("Number operators", NUMBER),
    "comparison": ("Comparison and selection", COMPARISON),
    "boolean": ("Boolean operators", BOOLEAN),
    "string": ("String operators", STRING),
    "array": ("Array operators", ARRAY),
    "function": ("Operators that run an expression", FUNCTIONAL),
    "bigint": ("BigInt operators", BIGINT),
    "number-theory": ("Number theory (BigInt)", NUMBER_THEORY),
    "gaussian": ("Gaussian integers", GAUSSIAN),
    "rational": ("Exact fractions (BigRational)", RATIONAL),
    "dive": ("DIVE seed unlocking", DIVE),
    "conversion": ("Type conversion", CONVERSION),
    "display": ("Display text and colours", DISPLAY),
    "output": ("Output and comments", OUTPUT),
    "game": ("Operators that consult the game", GAME),
    "control": ("Control flow", CONTROL),
    "words": ("Words that change variables and the game", WORDS),
    "preamble": ("Array preamble and variables", PREAMBLE),
    "tile-strings": ("Tile and position strings", TILE_STRINGS),
    "state-strings": ("Game state strings", STATE_STRINGS),
}

#: Names whose example cannot show the operator itself (it throws or needs many entries);
#: their example shows a neighbouring construct and ``describe`` says so.
NO_OWN_EXAMPLE = frozenset({"bit>>>B"})
