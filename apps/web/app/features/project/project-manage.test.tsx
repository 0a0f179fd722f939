import type { Project } from "@store/domain/project.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/lib/api-client";
import { renderWithIdentity, storeSignedIn } from "~/testing/identity-test-kit";
import { ProjectManage } from "./project-manage";
import { testProject } from "./project-test-fixture";
import { useOperations } from "./use-operations";

type Answer = (path: string, body: unknown) => Response;

const storeView = {
  availableStores: [{ storeUri: "richmond", name: "Richmond", subdivision: "VIC" }],
  availableSalesPersons: [{ code: "SP01", name: "Sam Staff", subdivision: "VIC", storeUri: "richmond" }],
};

/** The project's actions as the screen holds them: its operations, its calls answered by `answer` and kept. */
function Manage({ project, answer, sent }: { project: Project; answer: Answer; sent: unknown[] }) {
  const ops = useOperations();
  const api = createApiClient(async (path, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    if (path === "/api/v2/project/details") sent.push(body);
    return answer(path, body);
  });
  return <ProjectManage api={api} project={project} ops={ops} onProject={() => {}} toast={() => {}} />;
}

beforeEach(() => {
  localStorage.clear();
  storeSignedIn({ role: "staff" });
});
afterEach(cleanup);

async function openDetails(answer: Answer, sent: unknown[] = []) {
  renderWithIdentity(<Manage project={testProject()} answer={answer} sent={sent} />);
  const edit = screen.getByRole("button", { name: "Edit details" });
  await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(edit);
  return screen.findByRole("dialog", { name: "Project details" });
}

describe("the project details dialog (storefront s.3 quoteData)", () => {
  it("shows the interests, comments, culinary bookings and referrer, and saving sends them", async () => {
    const sent: unknown[] = [];
    const dialog = await openDetails(
      (path, body) =>
        path === "/api/store/select-view"
          ? Response.json(storeView)
          : path === "/api/v2/project/details"
            ? Response.json(testProject({ quoteData: { ...testProject().quoteData, ...(body as object) } }))
            : new Response(null, { status: 404 }),
      sent,
    );
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field("Interests").value).toBe("cooking, laundry");
    expect(field("Comments").value).toBe("Prefers gas");
    expect(field("Show culinary bookings").checked).toBe(true);
    expect(field("Referrer code").value).toBe("KAD-7");
    expect(field("Referrer name").value).toBe("Bea Builder");
    expect(field("Referrer business").value).toBe("Bea Builds");
    expect(field("Referrer phone").value).toBe("0398765432");
    expect(field("Referrer contact").value).toBe("bea@example.com");

    fireEvent.change(field("Interests"), { target: { value: " cooking , , baking " } });
    fireEvent.change(field("Comments"), { target: { value: "Wants induction" } });
    fireEvent.click(field("Show culinary bookings"));
    fireEvent.change(field("Referrer name"), { target: { value: "Dee Designer" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      projectId: 42,
      version: 3,
      interests: ["cooking", "baking"],
      comments: "Wants induction",
      showCulinaryBookings: false,
      referrerCode: "KAD-7",
      referrerName: "Dee Designer",
      referrerBusinessName: "Bea Builds",
      referrerPhone: "0398765432",
      referrerContact: "bea@example.com",
      projectGoal: "New kitchen",
    });
  });

  it("says the store view's own fallback when its call fails without a message (s.8)", async () => {
    const dialog = await openDetails((path) =>
      path === "/api/store/select-view"
        ? Response.json({ errors: [] }, { status: 500 })
        : new Response(null, { status: 404 }),
    );
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "An error occurred getting store view.",
    );
  });
});
