/**
 * Whose profile build runs next when builds wait for the profile workers
 * (docs/decisions/023-member-limits-and-fair-work.md). A first-come queue lets whoever queues the
 * most hold everyone else back: three throwaway accounts building huge profiles kept a member's
 * build waiting for 90 s. Here waiting builds take turns: round the client addresses they came
 * from, and within one address round its members, so builds from one place (however many
 * accounts it uses) get one turn in each round, and a member's own builds one turn among that
 * address's members.
 */
export interface Turn {
  /** The client address the build was asked from. */
  group: string;
  /** The member. */
  member: string;
}

interface Member {
  /** When it last had a turn (0: never, or not since it was last idle). */
  servedAt: number;
  active: number;
  starts: Array<() => void>;
}

interface Group {
  servedAt: number;
  active: number;
  members: Map<string, Member>;
}

export class FairTurns {
  /**
   * Groups with builds waiting or running; a group (and a member) is forgotten once it has
   * neither, so memory follows the work, not every address ever seen.
   */
  private readonly groups = new Map<string, Group>();
  /** Counts turns given; a group's and a member's `servedAt` is the turn they last had. */
  private turnsGiven = 0;
  private active = 0;
  private queued = 0;

  /** `concurrency`: how many tasks run at once (the worker pool's size). */
  constructor(private readonly concurrency: number) {}

  /** Tasks waiting for their turn. */
  get waiting(): number {
    return this.queued;
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Runs `task` when its turn comes; settles as it does. */
  run<T>(turn: Turn, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let group = this.groups.get(turn.group);
      if (!group) {
        group = { servedAt: 0, active: 0, members: new Map() };
        this.groups.set(turn.group, group);
      }
      let member = group.members.get(turn.member);
      if (!member) {
        member = { servedAt: 0, active: 0, starts: [] };
        group.members.set(turn.member, member);
      }
      const ownGroup = group;
      const ownMember = member;
      member.starts.push(() => {
        this.active += 1;
        ownGroup.active += 1;
        ownMember.active += 1;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            this.active -= 1;
            ownGroup.active -= 1;
            ownMember.active -= 1;
            this.forgetIdle(turn, ownGroup, ownMember);
            this.pump();
          });
      });
      this.queued += 1;
      this.pump();
    });
  }

  private pump(): void {
    while (this.active < this.concurrency) {
      const start = this.next();
      if (!start) return;
      this.queued -= 1;
      start();
    }
  }

  /**
   * The next task: of the group with work waiting that had its last turn longest ago (one that
   * has had none goes first), its member with work waiting that had its last turn longest ago.
   */
  private next(): (() => void) | undefined {
    let group: Group | undefined;
    for (const candidate of this.groups.values()) {
      if (!oldest(candidate.members.values())) continue;
      if (!group || candidate.servedAt < group.servedAt) group = candidate;
    }
    const member = group && oldest(group.members.values());
    if (!group || !member) return undefined;
    this.turnsGiven += 1;
    group.servedAt = this.turnsGiven;
    member.servedAt = this.turnsGiven;
    return member.starts.shift();
  }

  private forgetIdle(turn: Turn, group: Group, member: Member): void {
    if (member.active === 0 && member.starts.length === 0) {
      if (group.members.get(turn.member) === member) group.members.delete(turn.member);
    }
    if (group.active === 0 && group.members.size === 0 && this.groups.get(turn.group) === group) {
      this.groups.delete(turn.group);
    }
  }
}

/** The member with work waiting that had its last turn longest ago (first come on a tie). */
function oldest(members: Iterable<Member>): Member | undefined {
  let found: Member | undefined;
  for (const member of members) {
    if (member.starts.length === 0) continue;
    if (!found || member.servedAt < found.servedAt) found = member;
  }
  return found;
}
