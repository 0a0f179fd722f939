import { describe, expect, it } from "vitest";
import { doorwayDirection, tourPanoramaQuerySchema, tourScene, tourScenes } from "./virtual-tour.ts";

describe("the tour's scenes", () => {
  it("link both ways: every doorway has one back from the room it leads to", () => {
    for (const scene of tourScenes)
      for (const door of scene.doorways)
        expect(
          tourScene(door.to).doorways.some((back) => back.to === scene.id),
          `${scene.id} -> ${door.to}`,
        ).toBe(true);
  });

  it("see a doorway where its wall is: left is a quarter turn left, shifted by the offset", () => {
    const entrance = tourScene("entrance");
    const kitchenDoor = entrance.doorways.find((d) => d.to === "kitchen");
    if (!kitchenDoor) throw new Error("the entrance leads to the kitchen");
    const { yaw, pitch } = doorwayDirection(entrance, kitchenDoor);
    // 6 m to the left wall, 1.2 m towards the back along it: a little further round than -90°
    expect(yaw).toBeCloseTo(-Math.PI / 2 - Math.atan2(1.2, 6), 6);
    // the door's middle (1.1 m) is below the eyes (1.6 m)
    expect(pitch).toBeLessThan(0);
    const back = doorwayDirection(entrance, { to: "kitchen", wall: "back", offset: 1 });
    expect(back.yaw).toBeGreaterThan(-Math.PI);
    expect(back.yaw).toBeLessThanOrEqual(Math.PI);
  });

  it("take the entrance when no scene is named, and name the scenes when one is wrong", () => {
    expect(tourPanoramaQuerySchema.parse({})).toEqual({ scene: "entrance" });
    const wrong = tourPanoramaQuerySchema.safeParse({ scene: "garage" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("The scene is one of entrance, kitchen, laundry");
  });
});
