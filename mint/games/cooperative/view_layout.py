"""Where the Mint Cooperative table puts things, and which words fit their boxes: the villain
card's rows, the dice's meanings, the stunts and the revealed cards, each in full and in short.

Sizes are given at 1080p and scaled by the kit. No word here is drawn below its own size: the
boxes are laid out to hold their words (a card's text in short where its full text has no room,
the tooltip and the zoom keep the whole), and a line still too long is cut short, never shrunk.

The board stacks three bands: the panic track; the county map beside the villain card and the
trouble panel; the action dice beside the hero cards. The mint supply sits in the map's empty
top-right corner, the Mint It Up! mints in its bottom-left one, beside the dice.

Table-top mode's board and strips are laid out in ``view_tabletop``, from these parts.
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.words import Said, data, t, tn
from mint.games.cooperative import rules as R
from mint.games.cooperative import stored
from mint.games.cooperative.cards import HEROES, STUNTS, TOWNS, TROUBLE, VILLAINS, Villain
from mint.ui.kit import Kit

# Type sizes (px at 1080p): body text, the numbers that matter, and titles.
BODY = 18
NUMBER = 22
TITLE = 20

GAP = 10  #: between the board's parts
PANIC_H = 70  #: the panic track
BOTTOM_H = 350  #: the band of dice and hero cards, at most (and 36% of the board)
MAP_SHARE = 0.63  #: of the board's width, for the county map
MAP_HEAD = 30  #: the map's name above the towns
TOWN_H = 170  #: a town card, at most
BAND = 34  #: a card's title band (one line of a title)
TRAY_W = 430  #: the dice tray (and 36% of the board's width at most)
DIE = 64  #: an action die, at least ...
DIE_BIG = 72  #: ... and with room to spare
HERO_W = 330  #: a hero card, at most
STUNT_H = 100  #: a hero's stunt card
MEEPLE = 34  #: a hero's piece on the map
SUPPLY = (96, 72)  #: the mint supply
SPARE = (64, 64)  #: the Mint It Up! mints

FINGER = 48  #: table-top mode: the least side of a piece or place a finger drags or drops on


def step(kit: Kit, size: float = BODY, bold: bool = False) -> int:
    """The height of a line of text."""
    return kit.font(size, bold).get_linesize()


def width(kit: Kit, text: str, size: float = BODY, bold: bool = False) -> int:
    return kit.width(text, size, bold)


# --- words: in full, and in short for a box too small for them -------------------------------

#: what a die face does, in a few words
FACE_SHORT = {
    1: t("Mint 1"),
    2: t("Mint 2"),
    3: t("Run + Mint 1"),
    4: t("Fly, Panic −2"),
    5: t("Feat"),
    6: t("Weakness"),
}

#: a stunt in a few words, for a stunt card too small for its text
STUNT_SHORT = {
    "double_dose": t("Mint 3 here"),
    "calm_crowd": t("Panic −2"),
    "rally": t("Mint 2 here, Panic −1"),
    "fresh_breeze": t("Mint 1 here, 1 next door"),
    "sprint": t("Run up to 3, Mint 1 each"),
    "sugar_rush": t("Reroll others, Mint 1"),
    "airdrop": t("Mint 1 on two towns, Panic −1"),
    "rescue_flight": t("Fly with a friend, Mint 2"),
    "team_up": t("Another hero's Heroic Feat"),
    "foil_plot": t("Weakness twice"),
    "force_field": t("Stops the next trouble card"),
}

#: the villains' lasting effects in a few words
_ONGOING_SHORT = {
    "gorillic": t("Trouble takes 1 more mint per token"),
    "plaqula": t("Each token closes a slot of its town"),
}

_TOKEN_NAME = {"gorillic": t("Gorillic token"), "plaque": t("Plaque token"), "decay": t("Decay token")}


def _items(items: tuple[str, ...], more: bool = False) -> str:
    """A trouble roll's or a mayhem card's effects in a few words ("2 cards, then panic +1");
    with ``more``, the panic is said to come on top ("panic +4 more")."""
    n_cards, n_events = items.count("trouble"), items.count("event")
    parts: list[Said] = []
    if n_cards:
        parts.append(tn("{n} card", "{n} cards", n_cards))
    if n_events:
        parts.append(tn("{n} event", "{n} events", n_events))
    if items.count("decay"):
        parts.append(tn("{n} Decay token", "{n} Decay tokens", items.count("decay")))
    if items.count("panic"):
        panic = items.count("panic")
        parts.append(t("panic +{n} more", n=panic) if more else t("panic +{n}", n=panic))
    if "decay_panic" in items:
        parts.append(t("panic +1 per Decay token"))
    if "strip" in items:
        parts.append(t("every town loses a mint"))
    if len(parts) > 1 and n_cards:
        return str(t("{first}, then {rest}", first=parts[0], rest=", ".join(str(p) for p in parts[1:])))
    return ", ".join(str(p) for p in parts)


def _loss_short(v: Villain) -> Said:
    n = v.loss_count
    return {
        "town_tokens": t("{n} tokens on one town", n=n),
        "card_tokens": t("{n} Decay tokens on the card", n=n),
        "map_tokens": t("{n} Plaque tokens on the map", n=n),
        "empty_towns": t("{n} empty towns at once", n=n),
    }.get(v.loss_kind or "", t("Only at panic {panic}", panic=R.PANIC_LOSS))


def villain_rows(villain: str) -> list[tuple[str, str, str]]:
    """The villain card's rows: (label, the card's text, the same in short)."""
    v = VILLAINS[villain]
    said = lambda key: str(data(v.text(key)))  # noqa: E731 - the card's own words, in the language in use
    rows = [
        (str(t("Trouble")), said("trouble"), _items(v.trouble)),
        (str(t("Double Trouble")), said("double_trouble"), _items(v.double_trouble)),
        (str(t("Triple Threat")), said("triple_threat"), _items(v.triple_threat)),
        (str(t("Weakness (6)")), said("exploit"), said("exploit_short")),
    ]
    if v.text("event"):
        token = _TOKEN_NAME.get(v.token or "", t("A token"))
        rows.append((str(t("Event")), said("event"), str(t("{token} on the toxic town", token=token))))
    if v.text("ongoing"):
        rows.append((str(t("Always")), said("ongoing"), str(_ONGOING_SHORT.get(villain, data(v.text("ongoing"))))))
    rows.append((str(t("Mayhem")), said("mayhem"), _items(v.mayhem, more=set(v.mayhem) == {"panic"})))
    rows.append((str(t("You lose")), said("loss"), str(_loss_short(v))))
    return [(label, text, short[:1].upper() + short[1:]) for label, text, short in rows]


def villain_top(obs: R.State, counts: bool = False) -> str:
    """The line under the villain's name: where panic started, mayhem so far and its tokens
    (with ``counts``, only those two)."""
    v = VILLAINS[obs.villain]
    parts = [
        t("Panic starts at {panic}", panic=v.start_panic),
        t("mayhem {done}/{all}", done=obs.mayhem, all=len(R.CARDS.mayhem)),
    ]
    if v.token == "decay":
        parts.append(t("Decay {tokens}/{most}", tokens=obs.decay, most=v.loss_count))
    elif v.token:
        parts.append(t("{n} on the map", n=sum(obs.tokens)))
    return "  ·  ".join(str(p) for p in (parts[1:] if counts else parts))


def die_words(obs: R.State, hero: int, face: int) -> str:
    """What a die showing ``face`` would do for the hero at ``hero`` (its feat, the villain's
    weakness, the town it mints on), and the stunt it could play instead."""
    hid = obs.heroes[hero]
    if face == 5:
        text = t("Feat: {feat}", feat=data(HEROES[hid].feat_short))
    elif face == 6:
        text = t("Weakness: {weakness}", weakness=data(VILLAINS[obs.villain].text("exploit_short")))
    elif face in (1, 2) and obs.where[hero] >= 0:
        text = t("{does} at {town}", does=FACE_SHORT[face], town=data(TOWNS[R.TOWN_IDS[obs.where[hero]]].name))
    else:
        text = FACE_SHORT[face]
    sid = obs.stunts[hero]
    if sid and STUNTS[sid].face == face:
        text = t("{does}, or stunt {stunt}", does=text, stunt=data(STUNTS[sid].name))
    return str(text)


def face_words(face: int) -> str:
    """What a die face does, for no hero in particular."""
    return str({5: t("Heroic Feat"), 6: t("Weakness")}.get(face, FACE_SHORT[face]))


def pending_words(obs: R.State) -> str:
    words = {
        "trouble": t("trouble card"),
        "event": t("event"),
        "panic": t("panic +1"),
        "decay": t("Decay token"),
        "decay_panic": t("panic per Decay token"),
        "strip": t("every town loses a mint"),
        "victory": t("victory"),
    }
    return ", ".join(str(words.get(p, p)) for p in obs.pending)


def events_words(n: int) -> str:
    """The event deck's count, under the trouble deck."""
    return str(t("Events: {n}", n=n))


def shown_title(shown: R.Shown) -> str:
    if shown.kind == "mayhem":  # "Mayhem 2 of 3!"
        if not shown.note:
            return str(t("Mayhem!"))
        said = str(t("{note}!", note=stored.note(shown.note)))
        return said[:1].upper() + said[1:]
    if shown.kind == "event":
        return str(t("Event {card}", card=shown.card))
    if shown.kind == "stopped":
        return str(t("{card} stopped", card=shown.card))
    return str(t("Trouble {card}", card=shown.card))


def shown_lines(shown: R.Shown) -> str:
    """What a revealed card did, below its title."""
    if shown.kind == "trouble":
        printed = dict(TROUBLE[shown.card].targets)
        parts = []
        for town, n in zip(shown.towns, shown.removed, strict=True):
            was = printed.get(town, n)
            name = data(TOWNS[town].name)
            if was != n:
                parts.append(str(t("{town} −{n} (card {printed})", town=name, n=n, printed=was)))
            else:
                parts.append(str(t("{town} −{n}", town=name, n=n)))
        return ", ".join(parts)
    if shown.kind == "event":
        toxic = TROUBLE[shown.card].toxic
        said = [t("toxic {town}", town=data(TOWNS[toxic].name))]
        if shown.towns and shown.towns[0] != toxic:
            said.append(t("token to {town}", town=data(TOWNS[shown.towns[0]].name)))
        if shown.note:
            said.append(stored.note(shown.note))
        return "; ".join(str(s) for s in said)
    if shown.kind == "mayhem":
        return ""  # (its panic is one for each panic symbol showing: the tooltip says so)
    return str(t("by the Force Field"))


def shown_panic(shown: R.Shown) -> str:
    """The panic a revealed card added ("" for none worth saying)."""
    if shown.kind in ("trouble", "mayhem") or (shown.kind == "event" and shown.panic):
        return str(t("panic +{n}", n=shown.panic))
    return ""


# --- the board -----------------------------------------------------------------------------------


def geometry(
    kit: Kit, obs: R.State, rect: pygame.Rect, spots: dict[str, tuple[float, float, float, float]]
) -> dict[str, Any]:
    """Every part of the board in ``rect``; ``spots`` are the towns' places on the county map."""
    k = kit
    gap = k.px(GAP)
    g: dict[str, Any] = {}
    g["panic"] = pygame.Rect(rect.x, rect.y, rect.width, k.px(PANIC_H))
    bottom_h = min(k.px(BOTTOM_H), rect.height * 36 // 100)
    bottom = pygame.Rect(rect.x, rect.bottom - bottom_h, rect.width, bottom_h)
    mid = pygame.Rect(rect.x, g["panic"].bottom + gap, rect.width, bottom.top - g["panic"].bottom - 2 * gap)
    map_w = int(mid.width * MAP_SHARE)
    g["map"] = pygame.Rect(mid.x, mid.y, map_w, mid.height)
    g["towns"] = _towns(k, g["map"], spots)
    g["supply"], g["spare"] = _corners(k, g["map"], g["towns"])
    right = pygame.Rect(g["map"].right + gap, mid.y, mid.right - g["map"].right - gap, mid.height)
    events = R.VILLAINS[obs.villain].events
    trouble_least = trouble_height(k, events)
    room = right.height - gap - trouble_least
    villain_h, g["villain_rows"] = villain_fit(k, obs.villain, right.width, room)
    g["villain"] = pygame.Rect(right.x, right.y, right.width, villain_h)
    g["cards"] = pygame.Rect(right.x, g["villain"].bottom + gap, right.width, right.bottom - g["villain"].bottom - gap)
    g["deck"], g["events"], g["shown"] = _trouble_parts(k, g["cards"], events)
    # bottom band: the dice tray, then the hero cards
    pick = obs.phase == "pick"
    tray_w = pick_tray_width(k) if pick else min(k.px(TRAY_W), bottom.width * 36 // 100)
    g["tray"] = pygame.Rect(bottom.x, bottom.y, tray_w, bottom.height)
    g["dice"] = _dice(k, g["tray"])
    heroes = pygame.Rect(bottom.x + tray_w + gap, bottom.y, bottom.width - tray_w - gap, bottom.height)
    n = max(1, len(R.HERO_IDS) if pick else len(obs.heroes))
    cw = min(k.px(HERO_W), (heroes.width - (n - 1) * gap) // n)
    x0 = heroes.x + (heroes.width - (n * cw + (n - 1) * gap)) // 2
    g["hero_cards"] = [pygame.Rect(x0 + i * (cw + gap), heroes.y, cw, heroes.height) for i in range(n)]
    return g


def _towns(
    kit: Kit, mr: pygame.Rect, spots: dict[str, tuple[float, float, float, float]], head: int = MAP_HEAD
) -> dict[str, pygame.Rect]:
    """The town cards, placed as on the county map: its columns across the map's width, and its
    rows spread down the map's height (below its ``head``), each town as tall as three fit above
    each other."""
    k = kit
    pad = k.px(8)
    x0 = min(s[0] for s in spots.values())
    x1 = max(s[0] + s[2] for s in spots.values())
    y0 = min(s[1] for s in spots.values())
    y1 = max(s[1] for s in spots.values())
    sx = (mr.width - 2 * pad) / (x1 - x0)
    top = mr.y + k.px(head) + pad
    room = mr.bottom - pad - top
    th = min(k.px(TOWN_H), (room - 2 * k.px(14)) // 3)  # the middle column holds three
    sy = (room - th) / (y1 - y0) if y1 > y0 else 0.0
    ox = mr.x + (mr.width - (x1 - x0) * sx) / 2
    return {
        town: pygame.Rect(int(ox + (x - x0) * sx), int(top + (y - y0) * sy), int(w * sx), th)
        for town, (x, y, w, _) in spots.items()
    }


def _corners(kit: Kit, mr: pygame.Rect, towns: dict[str, pygame.Rect]) -> tuple[pygame.Rect, pygame.Rect]:
    """The mint supply in the map's top-right corner (above the right column of towns), and the
    Mint It Up! mints in its bottom-left one (below the left column), nearest the dice."""
    k = kit
    pad = k.px(12)
    sw, sh = k.px(SUPPLY[0]), k.px(SUPPLY[1])
    supply = pygame.Rect(mr.right - pad - sw, mr.y + k.px(8), sw, sh)
    pw, ph = k.px(SPARE[0]), k.px(SPARE[1])
    left = min(towns.values(), key=lambda r: (r.x, -r.bottom))
    low = max((r for r in towns.values() if r.x == left.x), key=lambda r: r.bottom)
    y = max(low.bottom + k.px(8), mr.bottom - pad - ph)
    spare = pygame.Rect(mr.x + pad, min(y, mr.bottom - ph), pw, ph)
    return supply, spare


def town_parts(kit: Kit, r: pygame.Rect, finger: bool = False) -> dict[str, Any]:
    """A town card's title band, its freshness track and five slots, and the row below them for
    the heroes' pieces (left) and the mints-and-panic label (right); with ``finger`` (table-top
    mode) the pieces are as large as a finger needs."""
    k = kit
    band = pygame.Rect(r.x, r.y, r.width, k.px(BAND))
    row_h = k.px((FINGER if finger else MEEPLE) + 8)
    track = pygame.Rect(r.x + k.px(8), band.bottom + k.px(6), r.width - k.px(16), 0)
    track.height = max(k.px(40), r.bottom - row_h - k.px(2) - track.y)
    gap = k.px(4)
    w = (track.width - 4 * gap) // 5
    slots = [pygame.Rect(track.x + i * (w + gap), track.y, w, track.height) for i in range(5)]
    row = pygame.Rect(r.x + k.px(8), r.bottom - row_h, r.width - k.px(16), row_h)
    return {"band": band, "track": track, "slots": slots, "row": row}


def town_label(obs: R.State, i: int) -> str:
    """A town's mints out of its open slots, and its panic symbols showing."""
    closed = obs.tokens[i] if R.VILLAINS[obs.villain].token == "plaque" else 0
    vis = R.visible(obs, i)
    mints = f"{obs.mints[i]}/{R.SLOTS - closed}"
    return mints + "  ·  " + str(t("panic {n}", n=vis)) if vis else mints


def token_rect(kit: Kit, obs: R.State, r: pygame.Rect, i: int, finger: bool = False) -> pygame.Rect:
    """Where Gorillic's tokens sit on a town: its bottom row, just left of its label."""
    k = kit
    row = town_parts(k, r, finger)["row"]
    w = max(k.px(70), obs.tokens[i] * k.px(22) + k.px(8))
    right = row.right - width(k, town_label(obs, i), BODY, bool(R.visible(obs, i))) - k.px(6)
    h = k.px(FINGER if finger else 30)
    return pygame.Rect(max(row.x, right - w), row.centery - h // 2, w, h)


def meeple_rects(kit: Kit, obs: R.State, towns: dict[str, pygame.Rect], finger: bool = False) -> dict[str, pygame.Rect]:
    """The heroes' pieces on the map, side by side in their towns' bottom rows (overlapping
    where many share a town); with ``finger`` as large as a finger needs, left of the label."""
    k = kit
    out = {}
    by_town: dict[int, list[int]] = {}
    for h, w in enumerate(obs.where):
        if w >= 0 and obs.heroes[h]:
            by_town.setdefault(w, []).append(h)
    size = k.px(FINGER if finger else MEEPLE)
    for town, heroes in by_town.items():
        row = town_parts(k, towns[R.TOWN_IDS[town]], finger)["row"]
        room = row.width // 2
        if finger:
            label_w = width(k, town_label(obs, town), BODY, bool(R.visible(obs, town)))
            room = max(size, row.width - label_w - k.px(6))
        step_x = min(size + k.px(4), (room - size) // max(1, len(heroes) - 1) if len(heroes) > 1 else size)
        for j, h in enumerate(heroes):
            out[obs.heroes[h]] = pygame.Rect(row.x + j * step_x, row.centery - size // 2, size, size)
    return out


# --- the villain card and the trouble panel ------------------------------------------------------


def villain_fit(
    kit: Kit, villain: str, card_w: int, room: int, top_lines: int = 1
) -> tuple[int, list[tuple[str, list[str]]]]:
    """The villain card's height and its rows, each a label and its wrapped lines: the card's
    own words where they all fit ``room``, else every row in short (and in a window too small
    even for those, the rows that fit: the tooltip has them all). The line under its name takes
    ``top_lines``."""
    k = kit
    rows = villain_rows(villain)
    label_w = max(width(k, label, BODY, True) for label, _, _ in rows) + k.px(12)
    text_w = card_w - k.px(24) - label_w
    line = step(k)
    fixed = k.px(BAND) + k.px(8) + top_lines * line + k.px(6) + k.px(8)  # band, the top line, the padding
    for form in (1, 2):
        use = [k.wrap(row[form], BODY, text_w) for row in rows]
        if fixed + sum(len(lines) * line + k.px(3) for lines in use) <= room:
            break
    height = fixed
    out: list[tuple[str, list[str]]] = []
    for (label, _, _), lines in zip(rows, use, strict=True):
        more = len(lines) * line + k.px(3)
        if height + more > room and out:
            break
        out.append((label, lines))
        height += more
    return height, out


def trouble_height(kit: Kit, events: bool) -> int:
    """The least height of the trouble panel: the deck, its label and the event deck's."""
    k = kit
    return k.px(8) + step(k, BODY, True) + k.px(4) + k.px(150) + (k.px(6) + step(k) if events else 0) + k.px(8)


def _trouble_parts(kit: Kit, r: pygame.Rect, events: bool) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The trouble deck (a column at the left, under its label), the event deck's line under it,
    and the room right of them for the roll and the cards it revealed."""
    k = kit
    col_w = max(k.px(110), width(k, str(t("Trouble deck")), BODY, True), width(k, events_words(12), BODY, True))
    top = r.y + k.px(8) + step(k, BODY, True) + k.px(4)
    deck_h = min(k.px(170), r.bottom - k.px(8) - top - ((k.px(6) + step(k)) if events else 0))
    deck = pygame.Rect(r.x + k.px(10) + (col_w - k.px(110)) // 2, top, k.px(110), max(k.px(60), deck_h))
    ev = pygame.Rect(r.x + k.px(10), deck.bottom + k.px(6), col_w, step(k) if events else 0)
    x = r.x + k.px(10) + col_w + k.px(12)
    shown = pygame.Rect(x, r.y + k.px(8), r.right - k.px(10) - x, r.height - k.px(16))
    return deck, ev, shown


def shown_box(kit: Kit, shown: R.Shown, box_w: int) -> tuple[list[str], int]:
    """A revealed card's words in a box ``box_w`` wide: its title at the left and the panic it
    added at the right of the top line, what it did after the title when that fits there, else
    wrapped below. Returns those lines (empty: none) and where they start (0: on the top line)."""
    k = kit
    inner = box_w - k.px(22)
    text = shown_lines(shown)
    if not text:
        return [], 0
    added = shown_panic(shown)
    title_w = width(k, shown_title(shown), BODY, True) + k.px(10)
    panic_w = width(k, added, BODY, True) + k.px(10) if added else 0
    if title_w + width(k, text) + panic_w <= inner:
        return [text], title_w
    return k.wrap(text, BODY, inner), 0


def shown_rows(
    kit: Kit, obs: R.State, area: pygame.Rect, least: int = 0
) -> tuple[list[str], list[tuple[R.Shown, pygame.Rect]], list[str], int]:
    """The roll's words, the revealed cards that fit (newest last; older ones give way), each in
    its box (at least ``least`` px tall), and the lines for what is still to come with where
    they go, for the trouble panel's ``area``."""
    k = kit
    line = step(k)
    title = stored.roll(obs.roll_text) if obs.roll_text else t("The first roll is never checked")
    head = k.wrap(str(title), BODY, area.width, True)
    still = t("Still to come: {items}", items=pending_words(obs))
    pending = k.wrap(str(still), BODY, area.width) if obs.pending else []
    y = area.y + len(head) * line + k.px(6)
    bottom = area.bottom - len(pending) * line - (k.px(4) if pending else 0)
    gap = k.px(5)
    boxes: list[tuple[R.Shown, int]] = []
    for shown in reversed(obs.shown):
        text, at = shown_box(k, shown, area.width)
        h = max(least, k.px(6) + line * (1 + (len(text) if not at else 0)))
        used = sum(b for _, b in boxes) + len(boxes) * gap
        if y + used + h > bottom:
            break
        boxes.append((shown, h))
    out = []
    for shown, h in reversed(boxes):
        out.append((shown, pygame.Rect(area.x, y, area.width, h)))
        y += h + gap
    return head, out, pending, y


# --- the dice and the hero cards -----------------------------------------------------------------


def pick_tray_width(kit: Kit) -> int:
    """While the heroes are picked, the tray holds only the dice and what each face does."""
    k = kit
    words = max(width(k, face_words(f)) for f in range(1, 7))
    head = width(k, str(t("Action dice")), BODY, True)
    return k.px(12) + k.px(DIE_BIG) + k.px(12) + max(words, head - k.px(DIE)) + k.px(14)


def die_box(kit: Kit, tray: pygame.Rect, die: pygame.Rect) -> pygame.Rect:
    """The room beside a die for what it would do."""
    x = die.right + kit.px(12)
    return pygame.Rect(x, die.y, tray.right - kit.px(12) - x, die.height)


def _dice(kit: Kit, tray: pygame.Rect) -> list[pygame.Rect]:
    """The four dice down the tray's left side, under its label, each with its words beside it."""
    k = kit
    top = tray.y + k.px(8) + step(k, BODY, True) + k.px(6)
    room = tray.bottom - k.px(10) - top
    gap = k.px(8)
    size = max(k.px(DIE), min(k.px(DIE_BIG), (room - 3 * gap) // R.NDICE))
    gap = max(k.px(4), (room - R.NDICE * size) // (R.NDICE - 1))
    return [pygame.Rect(tray.x + k.px(12), top + i * (size + gap), size, size) for i in range(R.NDICE)]


def hero_parts(kit: Kit, card: pygame.Rect, pick: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """A hero card's body (the whole card while heroes are picked) and its stunt card below."""
    k = kit
    if pick:
        return card, pygame.Rect(card.x, card.bottom, card.width, 0)
    stunt_h = k.px(STUNT_H)
    body = pygame.Rect(card.x, card.y, card.width, card.height - stunt_h - k.px(6))
    stunt = pygame.Rect(card.x + k.px(6), body.bottom + k.px(6), card.width - k.px(12), stunt_h)
    return body, stunt


def title_lines(kit: Kit, title: str, w: int, size: float = TITLE) -> list[str]:
    """A card's title on one line, or wrapped where the card is too narrow for it."""
    return kit.wrap(title, size, w - kit.px(12), True)


def band_height(kit: Kit, lines: int, size: float = TITLE) -> int:
    return max(kit.px(BAND), lines * step(kit, size, True) + kit.px(6))


def hero_words(
    kit: Kit, hero: str, body: pygame.Rect, pick: bool, seated: bool, band: int = 1, foot_lines: int | None = None
) -> dict[str, Any]:
    """The words on a hero card that fit its body: the title (wrapped on a narrow card), the
    home town while heroes are picked, and the feat in full or, where that has no room, in short.
    The foot holds the player and where the hero is (``foot_lines`` of them when given)."""
    k = kit
    h = HEROES[hero]
    inner = body.width - k.px(20)
    title = title_lines(k, str(data(h.name)), body.width)
    home = k.wrap(str(t("from {town}", town=data(TOWNS[h.home].name))), BODY, inner) if pick else []
    line = step(k)
    if foot_lines is None:
        foot_lines = (2 if not pick else 1) if seated else 0  # the player, and where the hero is
    foot = (line + k.px(2)) * foot_lines
    room = body.height - band_height(k, max(band, len(title))) - k.px(6) - len(home) * line - line - foot - k.px(8)
    feat = k.wrap(str(data(h.feat_text)), BODY, inner)
    if len(feat) * line > room:
        feat = k.wrap(str(data(h.feat_short)), BODY, inner)
    return {"title": title, "home": home, "feat": feat, "room": room, "width": inner}


def stunt_words(kit: Kit, sid: str, box: pygame.Rect) -> dict[str, Any]:
    """A stunt card's title (with "Stunt:" where it fits) and its text, in short if need be."""
    k = kit
    st = STUNTS[sid]
    name = str(data(st.name))
    title = str(t("Stunt: {stunt}", stunt=name))
    if width(k, title, TITLE, True) > box.width - k.px(12):
        title = name  # (and on a card too narrow even for that, cut short: one line of title)
    inner = box.width - k.px(12) - k.px(34) - k.px(8)
    room = box.height - band_height(k, 1) - k.px(6)
    text = k.wrap(str(data(st.text)), BODY, inner)
    if len(text) * step(k) > room:
        text = k.wrap(str(STUNT_SHORT.get(sid, name)), BODY, inner)
    return {"title": [title], "text": text, "room": room, "width": inner}
