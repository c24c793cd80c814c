"""Runs generated discord.py modules with the installed discord.py and prints what each would send, as JSON.

Usage: python3 run-discordpy.py MODULE.py... ; prints {module: [{"message": {...}} | {"modal": {...}}]}.
"""
import asyncio
import importlib.util
import inspect
import json
import sys

import discord
from discord import ui


def message_dict(kwargs):
    out = {}
    for key, value in kwargs.items():
        if key == 'embeds':
            out['embeds'] = [e.to_dict() for e in value]
        elif key == 'view':
            out['components'] = value.to_components()
        elif key == 'allowed_mentions':
            # Snowflakes as strings, as the payload has them (JSON numbers this large lose digits in JavaScript).
            out['allowed_mentions'] = {k: [str(i) for i in v] if k in ('users', 'roles') else v for k, v in value.to_dict().items()}
        elif key == 'files':
            out['attachments'] = [
                {'id': str(i), 'filename': f.filename, **({'description': f.description} if f.description else {})}
                for i, f in enumerate(value)
            ]
        else:
            out[key] = value
    return out


async def main(paths):
    result = {}
    for path in paths:
        spec = importlib.util.spec_from_file_location(path.replace('/', '_').replace('.', '_'), path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        outputs = []
        # In the order the module defines them.
        for name, member in list(vars(module).items()):
            if inspect.isfunction(member) and name.startswith('message'):
                outputs.append({'message': message_dict(member())})
            elif inspect.isclass(member) and issubclass(member, ui.Modal) and member is not ui.Modal:
                outputs.append({'modal': member().to_dict()})
        result[path] = outputs
    print(json.dumps(result))


asyncio.run(main(sys.argv[1:]))
