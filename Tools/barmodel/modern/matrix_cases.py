"""The bar matrix (make_matrix.py): generation × back button or none × one or two items a side ×
direction. Items are listed from the bar's edge inward on each side (leftBarButtonItems and
rightBarButtonItems order): ("text", title, label width), ("image",) for a 24-pt symbol,
("custom", width, height) for a custom view. Widths of labels and titles are chosen (no
capture gives them); every other number comes from the model.
"""


def case(name, generation, os_, width, height, bar_y, scale, direction, leading, trailing,
         title, back=None, base=0):
    return name, {
        "generation": generation, "os": os_, "width": width, "height": height,
        "bar_y": bar_y, "scale": scale, "direction": direction, "leading": leading,
        "trailing": trailing, "title": title, "back": back,
        "views": 0x7f8a4c50a000 + base * 0x100000, "guides": 0x600003b10000 + base * 0x10000,
        "constraints": 0x600002a40000 + base * 0x10000,
        "source": f"synthetic: {name}, the iOS {generation} bar model of docs/navbar"
                  + ("/ios26.md (assumed equal to iOS 15-18)" if generation == "26"
                     else "/ios13-18.md"),
    }


EDIT, SELECT, DONE = ("text", "Edit", 31), ("text", "Select", 48), ("text", "Done", 42)
IMAGE = ("image",)
LTR, RTL = "leftToRight", "rightToLeft"

CASES = dict([
    case("ios15-390-one-item-each-side", "15-18", "15.5", 390, 844, 47, 3, LTR,
         [EDIT], [IMAGE], ("Inbox", 42), base=1),
    case("ios15-390-one-item-each-side-rtl", "15-18", "15.5", 390, 844, 47, 3, RTL,
         [EDIT], [IMAGE], ("Inbox", 42), base=2),
    case("ios15-390-back-one-item", "15-18", "15.5", 390, 844, 47, 3, LTR,
         [], [IMAGE], ("Inbox", 42), back=("Back", 38), base=3),
    case("ios15-390-back-one-item-rtl", "15-18", "15.5", 390, 844, 47, 3, RTL,
         [], [IMAGE], ("Inbox", 42), back=("Back", 38), base=4),
    case("ios17-393-two-items-each-side", "15-18", "17.5", 393, 852, 59, 3, LTR,
         [EDIT, IMAGE], [IMAGE, IMAGE], ("Photos", 55), base=5),
    case("ios17-393-two-items-each-side-rtl", "15-18", "17.5", 393, 852, 59, 3, RTL,
         [EDIT, IMAGE], [IMAGE, IMAGE], ("Photos", 55), base=6),
    case("ios17-393-back-two-items", "15-18", "17.5", 393, 852, 59, 3, LTR,
         [], [IMAGE, IMAGE], ("Photos", 55), back=("Settings", 62), base=7),
    case("ios17-393-back-two-items-rtl", "15-18", "17.5", 393, 852, 59, 3, RTL,
         [], [IMAGE, IMAGE], ("Photos", 55), back=("Settings", 62), base=8),
    case("ios17-393-back-leading-item", "15-18", "17.5", 393, 852, 59, 3, LTR,
         [EDIT], [IMAGE], ("Photos", 55), back=("Back", 38), base=9),
    case("ios17-393-custom-views", "15-18", "17.5", 393, 852, 59, 3, LTR,
         [("custom", 30, 30)], [("custom", 28, 28), ("custom", 28, 28)], ("Chats", 45),
         base=10),
    case("ios17-430-one-item-each-side", "15-18", "17.5", 430, 932, 59, 3, LTR,
         [SELECT], [DONE], ("Inbox", 42), base=11),
    case("ios14-375-back-one-item", "13-14", "14.8", 375, 667, 20, 2, LTR,
         [], [EDIT], ("Inbox", 42), back=("Back", 38), base=12),
    case("ios26-393-one-item-each-side", "26", "26.0", 393, 852, 59, 3, LTR,
         [EDIT], [IMAGE], ("Mail", 35), base=13),
    case("ios26-393-back-two-items-rtl", "26", "26.0", 393, 852, 59, 3, RTL,
         [], [IMAGE, IMAGE], ("Photos", 55), back=("Settings", 62), base=14),
])
