/** The game-icons (CC BY 3.0) the House plugin draws; vite.config.ts bundles only these, not the whole 4000-icon set. */
export const HOUSE_ICONS = [
  "magnifying-glass", "shambling-zombie", "sofa", "bed", "bathtub", "bookshelf", "car-wheel", "pine-tree", "person",
  "crossed-swords", "footsteps", "clockwise-rotation", "anticlockwise-rotation", "hourglass", "card-play", "barricade",
  "skull-crossed-bones", "stairs", "dice-six-faces-six", "chat-bubble", "toolbox", "fridge", "tv", "desk", "door",
  "window", "exit-door", "first-aid-kit", "hand", "medical-pack", "pistol-gun", "back-forth", "stop-sign", "run",
  "wooden-crate", "hammer-nails", "open-book", "return-arrow", "cancel", "play-button", "padlock", "eye-target",
  // the expansions (house §5, §16, §17): cellar door, crawler, grab, baby
  "hole-ladder", "half-body-crawling", "grab", "baby-face",
];
