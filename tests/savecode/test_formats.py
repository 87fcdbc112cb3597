"""The text-level pieces behave like the reference's page (entities, base64, old rules)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pow2048_widget.savecode import SaveCodeError
from pow2048_widget.savecode.base64text import decode_base64, encode_base64
from pow2048_widget.savecode.entities import escape_entities, unescape_entities
from pow2048_widget.savecode.rules_text import compose_rules_text


def test_escaping_matches_the_shipped_entity_library():
    escaped = "a &#x22;b&#x22; &#x26; &#x3C;c&#x3E; &#x2191; &#x1F600;"
    assert escape_entities('a "b" & <c> ↑ 😀') == escaped


@pytest.mark.parametrize(
    ("text", "decoded"),
    [("&ampx;", "&ampx;"), ("&notin", "¬in"), ("&#0128;", "\x80"), ("&#128;", "€"),
     ("&#x1;", "\x01"), ("&amp;amp;", "&amp;")],
)
def test_decoding_differs_from_html_unescape_where_the_reference_does(text, decoded):
    assert unescape_entities(text) == decoded


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",),
                                      blacklist_characters="\x80\x81\x82\x83\x84\x85\x86\x87"
                                      "\x88\x89\x8a\x8b\x8c\x8d\x8e\x8f\x90\x91\x92\x93\x94\x95"
                                      "\x96\x97\x98\x99\x9a\x9b\x9c\x9d\x9e\x9f\x00")))
def test_escaping_round_trips_through_base64(text):
    assert unescape_entities(decode_base64(encode_base64(escape_entities(text)))) == text


def test_forgiving_base64():
    assert decode_base64(" T W\nE ") == "Ma"
    assert decode_base64("TR==") == "M"
    with pytest.raises(SaveCodeError, match="InvalidCharacterError"):
        decode_base64("TQ=")


def test_old_html_rules_become_the_rules_list():
    assert compose_rules_text("<h1>2048</h1><p>Merge <b>equal</b> tiles</p>") == [
        ["h1", "2048"],
        ["p", ["@TextE", "Merge ", ["@Bold", "equal"], " tiles"]],
    ]
    with pytest.raises(SaveCodeError, match="Invalid HTML tag ending"):
        compose_rules_text("<p>open")
