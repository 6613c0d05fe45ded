// Seed 003's product grid (scenario-products): the arrows move between cards and Enter opens
// one; the heart puts a product on the wishlist and takes it off again; 장바구니 담기 counts in
// the header, and a sold-out product cannot be added.
Steps("scenario-products") {
    expect(.text("장바구니 비어 있음"), .count(1))
    expect(.button("품절").in(.part("소이 캔들 우디 향 220g")), .disabled)
    expect(.button("장바구니 담기").in(.part("캔버스 토트백 라지 사이즈 베이지")), .enabled)

    // The keyboard: Right to the next card, Down to the same column a line below, Enter opens it.
    focus(.part("데일리 세라믹 머그컵 350ml"))
    expect(.part("데일리 세라믹 머그컵 350ml"), .focused)
    press("Right")
    expect(.part("캔버스 토트백 라지 사이즈 베이지"), .focused)
    press("Down")
    expect(.part("스테인리스 보온 물병 500ml"), .focused)
    press("Return")
    expect(.event("product open", value: "스테인리스 보온 물병 500ml"))

    // The heart toggles: on the wishlist, then off it again.
    click(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에 담기"))
    expect(.event("product wishlist", value: "캔버스 토트백 라지 사이즈 베이지 true"))
    expect(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에서 빼기"), .count(1))
    expect(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에 담기"), .count(0))
    click(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에서 빼기"))
    expect(.event("product wishlist", value: "캔버스 토트백 라지 사이즈 베이지 false"))
    expect(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에 담기"), .count(1))
    expect(.button("캔버스 토트백 라지 사이즈 베이지 위시리스트에서 빼기"), .count(0))

    // The cart counts what is added.
    click(.button("장바구니 담기").in(.part("캔버스 토트백 라지 사이즈 베이지")))
    expect(.event("product addToCart", value: "캔버스 토트백 라지 사이즈 베이지"))
    expect(.text("장바구니 1개"), .count(1))
    expect(.text("장바구니 비어 있음"), .count(0))
    click(.button("장바구니 담기").in(.part("데일리 세라믹 머그컵 350ml")))
    expect(.event("product addToCart", value: "데일리 세라믹 머그컵 350ml"))
    expect(.text("장바구니 2개"), .count(1))
    click(.button("품절").in(.part("소이 캔들 우디 향 220g")))
    expect(.text("장바구니 2개"), .count(1))
}
